import { useParams } from 'react-router';
import { humanizeCode } from '@keel/domain';
import { PrintSheet } from '../../../../components/print/PrintSheet';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { useRequisition } from '../api/get-requisition';
import { formatQuantity } from './requisition-money';

/** `/purchasing/requisition/:requisitionID/print`: the requisition as filed on paper. */
export function RequisitionPrintPage() {
  const { requisitionID = '' } = useParams();
  const query = useRequisition(requisitionID);
  const r = query.data;
  return (
    <PrintSheet
      back={{ to: `/purchasing/requisition/${requisitionID}`, label: 'Back to the requisition' }}
      loading={!r}
      error={query.error}
      notFound="This requisition does not exist."
      documentName="Requisition"
      number={r?.number ?? ''}
      facts={
        r
          ? [
              ['Ship', r.shipName],
              ['Title', r.title],
              ['Department', humanizeCode(r.department)],
              ['Priority', r.priority === 1 ? 'Urgent' : 'Normal'],
              ['Required by', formatDate(r.requiredBy)],
              ['Delivery port', r.deliveryPort],
              ['Category', r.categoryCode ? `${r.categoryCode} ${r.categoryName ?? ''}` : null],
              ['State', humanizeCode(r.state)],
              ['Raised by', `${r.createdByName ?? ''} ${formatDateTime(r.createdAt)}`.trim()],
              [
                'Approved',
                r.approvedAt ? `${r.approvedByName ?? ''} ${formatDateTime(r.approvedAt)}`.trim() : null,
              ],
            ]
          : []
      }
      signatures={['Requested by (Master)', 'Checked by (Chief Engineer)', 'Approved by (Superintendent)']}
    >
      {r && (
        <>
          <table aria-label="Requisition lines">
            <thead>
              <tr>
                <th className="num">#</th>
                <th>Item</th>
                <th>IMPA / part no.</th>
                <th>Maker</th>
                <th className="num">Quantity</th>
                <th>Unit</th>
                <th>Remarks</th>
              </tr>
            </thead>
            <tbody>
              {r.lines.map((l) => (
                <tr key={l.id}>
                  <td className="num">{l.position}</td>
                  <td>{l.description}</td>
                  <td>
                    {[l.impaCode && `IMPA ${l.impaCode}`, l.makerPartNumber].filter(Boolean).join(' · ')}
                  </td>
                  <td>{l.maker}</td>
                  <td className="num">{formatQuantity(l.quantity)}</td>
                  <td>{l.unit}</td>
                  <td>{l.remarks}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {r.remarks && <p>Remarks: {r.remarks}</p>}
        </>
      )}
    </PrintSheet>
  );
}
