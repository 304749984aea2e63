import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { ActivityCard } from '../../../../components/activity/ActivityCard';
import { Card } from '../../../../components/Card';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { DeleteAction } from '../../../../components/record-detail/DeleteAction';
import { RecordDetailHeader } from '../../../../components/record-detail/RecordDetailHeader';
import { RecordDetailPending } from '../../../../components/record-detail/RecordDetailPending';
import { useConflict } from '../../../../components/record-detail/use-conflict';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { notifySuccess } from '../../../../lib/notify';
import { useExpense, useExpenseOptions } from '../api/get-expense';
import { useDeleteExpense } from '../api/save-expense';
import { ExpenseDialog } from './ExpenseDialog';
import { PARTY_LABELS, formatAmount } from './expense-form';
import { ReceiptCard } from './ReceiptCard';

const back = { to: '/accounting/expenses', label: 'Back to expenses' };
const pending = { back, kind: 'Expense', notFound: 'This expense does not exist.' };

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** `/accounting/expenses/:expensesID`: one expense, its conversion, receipt and activity; edit, delete. */
export function ExpenseDetailPage() {
  const { expensesID = '' } = useParams();
  const navigate = useNavigate();
  const expense = useExpense(expensesID);
  const options = useExpenseOptions();
  const remove = useDeleteExpense();
  const [editing, setEditing] = useState(false);
  const conflict = useConflict(() => expense.refetch());
  if (!expense.data) return <RecordDetailPending {...pending} error={expense.error} />;
  const e = expense.data;
  const same = e.currency === e.baseCurrency;
  return (
    <>
      <RecordDetailHeader
        back={back}
        title={e.description}
        chips={
          <>
            {e.rebillable && (
              <Chip
                size="small"
                variant="outlined"
                color={e.invoicedAt ? 'success' : 'info'}
                label={e.invoicedAt ? 'Invoiced' : 'Rebillable'}
              />
            )}
            <Chip size="small" variant="outlined" label={PARTY_LABELS[e.partyType]} />
          </>
        }
        subtitle={`${e.shipName} · ${formatDate(e.expenseDate)} · ${e.categoryCode} ${e.categoryName}`}
        actions={
          <>
            <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
              Edit
            </Button>
            {!e.invoicedAt && (
              <DeleteAction
                name="this expense"
                message="The expense and its receipt are removed; the history keeps a record of it."
                confirmText="Delete expense"
                loading={remove.isPending}
                onConfirm={() =>
                  remove.mutateAsync({ id: e.id, version: e.version }).then(() => {
                    notifySuccess('Expense deleted');
                    void navigate('/accounting/expenses');
                  }, conflict.handleError)
                }
              />
            )}
          </>
        }
      />
      {conflict.conflict && (
        <ConflictAlert
          what="expense"
          reloading={expense.isRefetching}
          onReload={() => void conflict.reload()}
        />
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Card title="Expense" showOwner={false}>
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}
            >
              <Fact label="Amount">
                <span data-testid="expense-amount">
                  {formatAmount(e.amount, e.currency)} {e.currency}
                </span>
              </Fact>
              <Fact label={`Converted (${e.baseCurrency})`}>
                <strong data-testid="expense-base-amount">
                  {formatAmount(e.baseAmount, e.baseCurrency)} {e.baseCurrency}
                </strong>
              </Fact>
              <Fact label="Rate">
                {same ? 'Base currency' : `1 ${e.currency} = ${e.rate} ${e.baseCurrency}`}
              </Fact>
              <Fact label="Rate date">{e.rateDate ? formatDate(e.rateDate) : '—'}</Fact>
              <Fact label="Rate source">{e.rateSource ?? '—'}</Fact>
              <Fact label="Party">{e.agentName ? `Agent: ${e.agentName}` : PARTY_LABELS[e.partyType]}</Fact>
              <Fact label="Customer to rebill">{e.rebillable ? (e.customerName ?? 'Not decided') : '—'}</Fact>
              <Fact label="Invoiced">{e.invoicedAt ? formatDateTime(e.invoicedAt) : '—'}</Fact>
              <Fact label="Entered by">{e.createdByName ?? '—'}</Fact>
            </Box>
          </Card>
          <ReceiptCard expense={e} onConflict={conflict.handleError} />
        </Box>
        <ActivityCard entity="expense" id={e.id} />
      </Box>
      <ExpenseDialog
        open={editing}
        options={options.data}
        expense={e}
        onClose={() => setEditing(false)}
        onConflict={() => conflict.setConflict(true)}
      />
    </>
  );
}
