import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditCalendarOutlinedIcon from '@mui/icons-material/EditCalendarOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import { Card } from '../../../../components/Card';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { PageHeader } from '../../../../components/PageHeader';
import { ApiError, errorMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/format';
import { useBudget } from '../api/get-budget';
import { BudgetFormDialog } from './BudgetFormDialog';
import { MonthsChart } from './MonthsChart';
import { RevisionsCard } from './RevisionsCard';
import { formatAmount } from './budget-money';

/** `/budgets/:budgetID`: a budget's current amount and months, and its revision history; revise it. */
export function BudgetDetailPage() {
  const { budgetID = '' } = useParams();
  const budget = useBudget(budgetID);
  const [revising, setRevising] = useState(false);
  const [conflict, setConflict] = useState(false);
  const back = (
    <Tooltip title="Back to budgets">
      <IconButton component={RouterLink} to="/budgets" aria-label="Back to budgets">
        <ArrowBackIcon />
      </IconButton>
    </Tooltip>
  );
  if (budget.isPending)
    return (
      <>
        <PageHeader before={back} title={<Skeleton width={320} />} subtitle={<Skeleton width={200} />} />
        <Skeleton variant="rounded" height={320} sx={{ borderRadius: '15px' }} />
      </>
    );
  if (budget.isError) {
    const status = budget.error instanceof ApiError ? budget.error.status : 0;
    return (
      <>
        <PageHeader before={back} title="Budget" />
        <Alert severity="error">
          {status === 404
            ? 'This budget does not exist.'
            : status === 403
              ? 'This budget belongs to a ship you have no access to.'
              : errorMessage(budget.error)}
        </Alert>
      </>
    );
  }
  const b = budget.data;
  const reload = async () => {
    await budget.refetch();
    setConflict(false);
  };
  return (
    <>
      <PageHeader
        before={back}
        title={`${b.shipName} · ${b.categoryCode} ${b.categoryName}`}
        subtitle={`Budget ${b.year} · revision ${b.revision} · last changed ${formatDateTime(b.updatedAt)}`}
        actions={
          <Button
            variant="contained"
            startIcon={<EditCalendarOutlinedIcon />}
            onClick={() => setRevising(true)}
          >
            Revise
          </Button>
        }
      />
      {conflict && (
        <ConflictAlert what="budget" onReload={() => void reload()} reloading={budget.isRefetching} />
      )}
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Card
          title={formatAmount(b.amount, b.currency)}
          owner={`${b.year} budget, current revision ${b.revision}`}
          icon={<SavingsOutlinedIcon />}
          titleProps={{ variant: 'h5', component: 'p' }}
        >
          <Typography variant="subtitle2">Monthly distribution</Typography>
          <MonthsChart months={b.months} currency={b.currency} />
        </Card>
        <RevisionsCard revisions={b.revisions} current={b.revision} />
      </Box>
      {revising && (
        <BudgetFormDialog
          key={b.version}
          open
          budget={b}
          onClose={() => setRevising(false)}
          onConflict={() => setConflict(true)}
        />
      )}
    </>
  );
}
