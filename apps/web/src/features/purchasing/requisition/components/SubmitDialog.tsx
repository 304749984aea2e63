import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { RequisitionBudgetCheck, RequisitionDetail } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { errorMessage } from '../../../../lib/api-error';
import { useBudgetCheck } from '../api/budget-check';
import { formatEstimate } from './requisition-money';

const TITLES: Record<RequisitionBudgetCheck['status'], string> = {
  within: 'Within budget',
  over: 'This requisition would exceed the budget',
  no_budget: 'No budget for this category',
  no_category: 'No expense category',
  no_estimate: 'No estimated prices',
  currency_mismatch: 'Budget cannot be compared',
};

function BudgetFacts({ check }: { check: RequisitionBudgetCheck }) {
  const rows: [string, string | null][] = [
    ['Estimated amount', check.estimatedAmount],
    ['Budget', check.budget],
    ['Already committed', check.committed],
    ['After this requisition', check.afterSubmit],
    ['Over by', check.excess],
  ];
  const shown = rows.filter(([, v]) => v !== null);
  if (shown.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 3, rowGap: 0.5, m: 0, mt: 1 }}
    >
      {shown.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
          >
            {formatEstimate(value, check.currency)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * Submitting a requisition: shows the budget check of the ship's budget for the category and year
 * first. Anything but "within budget" is a warning the user confirms with "Submit anyway".
 */
export function SubmitDialog({
  requisition,
  onClose,
  onSubmit,
  loading,
}: {
  requisition: RequisitionDetail;
  onClose: () => void;
  onSubmit: () => void;
  loading: boolean;
}) {
  const check = useBudgetCheck(requisition.id, requisition.version, true);
  const warn = check.data?.warn ?? false;
  return (
    <Dialog
      open
      title={`Submit ${requisition.number}`}
      onClose={onClose}
      onSave={onSubmit}
      saveText={warn ? 'Submit anyway' : 'Submit'}
      saveDisabled={check.isPending}
      loading={loading}
    >
      <Typography sx={{ mb: 2 }}>
        Once submitted the requisition can no longer be edited; a superintendent approves it or sends it back.
      </Typography>
      {check.isPending && <Skeleton variant="rounded" height={96} aria-label="Checking the budget" />}
      {check.isError && (
        <Alert severity="warning">
          <AlertTitle>The budget could not be checked</AlertTitle>
          {errorMessage(check.error)}
        </Alert>
      )}
      {check.data && (
        <Alert
          severity={
            check.data.status === 'within' ? 'success' : check.data.status === 'over' ? 'error' : 'warning'
          }
        >
          <AlertTitle>{TITLES[check.data.status]}</AlertTitle>
          {check.data.budgetLabel && (
            <Typography variant="body2" sx={{ fontWeight: 500, mb: 0.5 }}>
              Budget: {check.data.budgetLabel}
            </Typography>
          )}
          {check.data.message}
          <BudgetFacts check={check.data} />
        </Alert>
      )}
    </Dialog>
  );
}
