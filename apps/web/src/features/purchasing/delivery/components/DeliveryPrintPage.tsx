import { useParams } from 'react-router';
import { PrintSheet } from '../../../../components/print/PrintSheet';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { useDelivery } from '../api/get-delivery';
import { routeOf, STATE_LABEL, windowLabel } from './delivery-format';

/** `/purchasing/delivery/:deliveryID/print`: the delivery note, signed on receipt. */
export function DeliveryPrintPage() {
  const { deliveryID = '' } = useParams();
  const query = useDelivery(deliveryID);
  const d = query.data;
  return (
    <PrintSheet
      back={{ to: `/purchasing/delivery/${deliveryID}`, label: 'Back to the delivery' }}
      loading={!d}
      error={query.error}
      notFound="This delivery does not exist."
      documentName="Delivery note"
      number={d?.number ?? ''}
      facts={
        d
          ? [
              ['Ship', d.shipName],
              ['Purchase order', d.purchaseOrderNumber],
              ['Vendor', d.vendorName],
              ['Route', routeOf(d)],
              ['Port', d.port],
              ['Supply window', d.supplyWindow ? windowLabel(d.supplyWindow) : null],
              ['ETA', formatDate(d.eta)],
              ['Tracking no.', d.trackingNumber],
              ['State', STATE_LABEL[d.state]],
              [
                'Received',
                d.receivedAt ? `${d.receivedByName ?? ''} ${formatDateTime(d.receivedAt)}`.trim() : null,
              ],
            ]
          : []
      }
      signatures={['Delivered by', 'Received on board (Master / Chief Officer)']}
    >
      {d && (
        <>
          <table aria-label="Delivery lines">
            <thead>
              <tr>
                <th className="num">#</th>
                <th>Item</th>
                <th>Unit</th>
                <th className="num">Expected</th>
                <th className="num">Received</th>
                <th className="num">Rejected</th>
                <th>Remarks</th>
              </tr>
            </thead>
            <tbody>
              {d.lines.map((l) => (
                <tr key={l.id}>
                  <td className="num">{l.position}</td>
                  <td>{l.description}</td>
                  <td>{l.unit}</td>
                  <td className="num">{l.expectedQuantity}</td>
                  <td className="num">{l.receivedQuantity ?? ''}</td>
                  <td className="num">{l.rejectedQuantity ?? ''}</td>
                  <td>{l.rejectReason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {d.notes && <p>Notes: {d.notes}</p>}
          {d.discrepancyReport && <p>Discrepancy: {d.discrepancyReport}</p>}
        </>
      )}
    </PrintSheet>
  );
}
