import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import SendIcon from '@mui/icons-material/Send';
import { can, currencyExponent, formatDecimal, type RfqComparison } from '@keel/domain';
import { useAccess } from '../../../../../app/access/access-context';
import { ActivityCard } from '../../../../../components/activity/ActivityCard';
import { Card } from '../../../../../components/Card';
import { ConfirmDialog } from '../../../../../components/ConfirmDialog';
import { Dialog } from '../../../../../components/Dialog';
import { LoadingWheel } from '../../../../../components/LoadingWheel';
import { errorMessage } from '../../../../../lib/api-error';
import { formatDate, formatDateTime, plural } from '../../../../../lib/format';
import { notifyError, notifySuccess } from '../../../../../lib/notify';
import { useAwardRfq } from '../api/award-rfq';
import { useRfq } from '../api/get-rfq';
import { useRfqAction } from '../api/rfq-actions';
import { AddVendorsDialog } from './AddVendorsDialog';
import { awardBody, choiceSummary, type Choices } from './comparison-choice';
import { ComparisonGrid } from './ComparisonGrid';
import { InvitationsTable } from './InvitationsTable';
import { RfqLinesTable } from './RfqLinesTable';
import { StateChip } from './StateChip';
import { vendorsPhrase } from './vendor-names';

/** One RFQ: facts, Send / Cancel, the lines, the invited vendors, and the comparison with the award. */
export function RfqDetailPanel({ id, onBack }: { id: string; onBack: () => void }) {
  const rfq = useRfq(id);
  const access = useAccess();
  const action = useRfqAction(id);
  const award = useAwardRfq(id);
  const [choices, setChoices] = useState<Choices>({});
  const [comparison, setComparison] = useState<RfqComparison | null>(null);
  const [confirm, setConfirm] = useState<'send' | 'award' | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [adding, setAdding] = useState(false);
  const [now] = useState(() => Date.now());
  const [reason, setReason] = useState('');
  const onChoices = useCallback((next: Choices, data: RfqComparison) => {
    setChoices(next);
    setComparison(data);
  }, []);

  if (rfq.isPending) return <LoadingWheel label="Loading the RFQ" />;
  if (rfq.isError) return <Alert severity="error">{errorMessage(rfq.error)}</Alert>;
  const r = rfq.data;
  const mayChange = can(access, ['requesting_for_quotation'], { shipId: r.shipId });
  const mayCompare = can(access, ['get_quotes'], { shipId: r.shipId });
  const mayAward = can(access, ['create_purchase_order'], { shipId: r.shipId }) && r.state === 'SENT';
  const summary = comparison ? choiceSummary(comparison, choices) : null;
  const cur = comparison?.currency ?? r.currency;

  const run = async (work: () => Promise<unknown>, message: string) => {
    try {
      await work();
      notifySuccess(message);
    } catch (error) {
      notifyError(error);
    } finally {
      setConfirm(null);
      setCancelling(false);
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          All RFQs
        </Button>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 650 }}>
          {r.number}
        </Typography>
        <StateChip state={r.state} />
        <Box sx={{ flex: 1 }} />
        {mayChange && r.state === 'DRAFT' && (
          <Button variant="contained" startIcon={<SendIcon />} onClick={() => setConfirm('send')}>
            Send to {plural(r.invited, 'vendor')}
          </Button>
        )}
        {mayChange && (r.state === 'DRAFT' || (r.state === 'SENT' && Date.parse(r.deadline) > now)) && (
          <Button startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
            Add vendors
          </Button>
        )}
        {mayChange && (r.state === 'DRAFT' || r.state === 'SENT') && (
          <Button color="error" onClick={() => setCancelling(true)}>
            Cancel RFQ
          </Button>
        )}
      </Box>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' }, gap: 2, mb: 2 }}
      >
        {[
          ['Ship', r.shipName],
          ['Requisitions', r.requisitionNumbers.join(', ')],
          ['Reply deadline', formatDateTime(r.deadline)],
          [
            'Delivery',
            [r.deliveryPort, r.deliveryFrom && `${formatDate(r.deliveryFrom)} – ${formatDate(r.deliveryTo)}`]
              .filter(Boolean)
              .join(', ') || '—',
          ],
          ['Currency', r.currency],
        ].map(([label, value]) => (
          <Box key={label}>
            <Typography variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {r.purchaseOrders.length > 0 && (
        <Alert severity="success" sx={{ mb: 2 }}>
          Awarded {formatDateTime(r.awardedAt)}: purchase order{r.purchaseOrders.length > 1 ? 's' : ''}{' '}
          {r.purchaseOrders.map((po, i) => (
            <span key={po.id}>
              {i > 0 && ', '}
              <Link component={RouterLink} to={`/purchasing/po?po=${po.id}`}>
                {po.number}
              </Link>
            </span>
          ))}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Card title={`Lines (${r.lines.length})`} showOwner={false}>
          <RfqLinesTable lines={r.lines} />
        </Card>
        <Card
          title={`Vendors (${r.quoted} quoted, ${r.declined} declined of ${r.invited})`}
          showOwner={false}
        >
          <InvitationsTable rfq={r} mayChange={mayChange} mayCompare={mayCompare} />
        </Card>
        {mayCompare && r.state !== 'DRAFT' && (
          <Card
            title="Comparison"
            showOwner={false}
            action={
              mayAward && summary && summary.lines > 0 ? (
                <Button variant="contained" onClick={() => setConfirm('award')}>
                  Award {plural(summary.lines, 'line')}
                </Button>
              ) : undefined
            }
          >
            <ComparisonGrid
              rfqId={r.id}
              defaultCurrency={r.currency}
              choices={choices}
              onChoices={onChoices}
              selectable={mayAward}
            />
          </Card>
        )}
        <ActivityCard entity="rfq" id={r.id} />
      </Box>
      <ConfirmDialog
        open={confirm === 'send'}
        title="Send the RFQ?"
        message={`Send to ${vendorsPhrase(r.invitations.map((i) => i.vendorName))}? Each gets an e-mail with a personal link to quote until ${formatDateTime(r.deadline)}.`}
        confirmText="Send"
        loading={action.isPending}
        onConfirm={() =>
          void run(() => action.mutateAsync({ kind: 'send', version: r.version }), `${r.number} sent`)
        }
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'award'}
        title="Award and create purchase orders?"
        message={
          summary
            ? `One draft purchase order per vendor: ${summary.vendors
                .map(
                  (v) =>
                    `${v.vendorName} (${plural(v.lines, 'line')}, ${cur} ${formatDecimal(v.amount, currencyExponent(cur), { groupSeparator: ',' })} with freight and port charges)`,
                )
                .join(
                  '; ',
                )}. The RFQ closes for every vendor; vendors who quoted and won nothing get a regret e-mail.`
            : ''
        }
        confirmText="Award"
        loading={award.isPending}
        onConfirm={() =>
          void run(async () => {
            const result = await award.mutateAsync(awardBody(r.version, choices));
            await rfq.refetch();
            return result;
          }, 'Awarded: the purchase orders are drafts waiting for approval')
        }
        onCancel={() => setConfirm(null)}
      />
      {adding && <AddVendorsDialog rfq={r} onClose={() => setAdding(false)} />}
      <Dialog
        open={cancelling}
        title={`Cancel ${r.number}`}
        onClose={() => setCancelling(false)}
        saveText="Cancel RFQ"
        loading={action.isPending}
        saveDisabled={reason.trim().length < 3}
        onSave={() =>
          void run(
            () => action.mutateAsync({ kind: 'cancel', version: r.version, reason }),
            `${r.number} cancelled`,
          )
        }
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Every vendor link stops working and each vendor who received the RFQ gets a cancellation e-mail;
          quotes received stay on record.
        </Typography>
        <TextField
          autoFocus
          fullWidth
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Dialog>
    </Box>
  );
}
