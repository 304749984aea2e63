import DoneAllIcon from '@mui/icons-material/DoneAll';
import type { Requisition } from '@keel/domain';
import { BulkActionButton } from '../../../../components/data-table/BulkActionButton';
import type { RowSelection } from '../../../../components/data-table/use-row-selection';
import { plural } from '../../../../lib/format';
import { useBulkApproveRequisitions } from '../api/bulk-approve-requisitions';

/**
 * "Approve" for the chosen submitted requisitions: asks first (naming them), then the server approves
 * each as its own approve would; the result names any it could not approve and why.
 */
export function RequisitionBulkApprove({ selection }: { selection: RowSelection<Requisition> }) {
  const approving = useBulkApproveRequisitions();
  const chosen = selection.rows;
  return (
    <BulkActionButton
      selection={selection}
      label={`Approve ${plural(chosen.length, 'requisition')}`}
      icon={<DoneAllIcon />}
      confirm={{
        title: 'Approve requisitions',
        message: `Approve ${plural(chosen.length, 'requisition')}: ${chosen.map((r) => r.number).join(', ')}?`,
        action: 'Approve',
      }}
      body={() => ({ items: chosen.map((r) => ({ id: r.id, version: r.version })) })}
      mutation={approving}
      result={{ title: 'Requisitions approved', done: 'approved', noun: 'requisition' }}
    />
  );
}
