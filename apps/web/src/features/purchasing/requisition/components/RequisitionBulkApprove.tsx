import { useState } from 'react';
import Button from '@mui/material/Button';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import type { BulkResponse, Requisition } from '@keel/domain';
import { BulkResultDialog } from '../../../../components/data-table/BulkResultDialog';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { deselectSucceeded, type RowSelection } from '../../../../components/data-table/use-row-selection';
import { plural } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { useBulkApproveRequisitions } from '../api/bulk-approve-requisitions';

/**
 * "Approve" for the chosen submitted requisitions: asks first (naming them), then the server approves
 * each as its own approve would; the result names any it could not approve and why.
 */
export function RequisitionBulkApprove({ selection }: { selection: RowSelection<Requisition> }) {
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<BulkResponse['data'] | null>(null);
  const approving = useBulkApproveRequisitions();
  const chosen = selection.rows;
  const approve = () =>
    approving.mutate(
      { items: chosen.map((r) => ({ id: r.id, version: r.version })) },
      {
        onSuccess: (data) => {
          setConfirming(false);
          setResult(data);
        },
        onError: (e) => {
          setConfirming(false);
          notifyError(e);
        },
      },
    );
  return (
    <>
      <Button
        size="small"
        variant="contained"
        startIcon={<DoneAllIcon />}
        onClick={() => setConfirming(true)}
      >
        Approve {plural(chosen.length, 'requisition')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Approve requisitions"
        message={`Approve ${plural(chosen.length, 'requisition')}: ${chosen.map((r) => r.number).join(', ')}?`}
        confirmText="Approve"
        loading={approving.isPending}
        onConfirm={approve}
        onCancel={() => setConfirming(false)}
      />
      <BulkResultDialog
        title="Requisitions approved"
        result={result}
        done="approved"
        noun="requisition"
        onClose={() => {
          // The bar (and this component) goes once the records done leave the selection: only now.
          setResult(null);
          deselectSucceeded(selection, result);
        }}
      />
    </>
  );
}
