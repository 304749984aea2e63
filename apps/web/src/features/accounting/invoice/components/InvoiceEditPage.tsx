import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { routeWithParams, toDateKey, type InvoiceDetail } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { CurrencyField } from '../../../../components/CurrencyField';
import { DateInput } from '../../../../components/DateInput';
import { RecordDetailHeader } from '../../../../components/record-detail/RecordDetailHeader';
import { RecordDetailPending } from '../../../../components/record-detail/RecordDetailPending';
import { ApiError, errorMessage } from '../../../../lib/api-error';
import { notifySuccess } from '../../../../lib/notify';
import { myShipsQuery } from '../../../../lib/shared-queries';
import { useInvoice, useInvoiceCustomers } from '../api/get-invoice';
import { useInvoiceStep, useSaveInvoice } from '../api/save-invoice';
import { bodyOf, draftOf, emptyDraft, lineOfSource, newKey, type InvoiceDraft } from './invoice-draft';
import { formatAmount } from './invoice-format';
import { InvoiceGroupEditor } from './InvoiceLinesEditor';
import { SourcePickerDialog } from './SourcePickerDialog';

const back = { to: '/accounting/invoices', label: 'Back to invoices' };

/** `/accounting/invoices/edit/:invoiceID` (`new` for a new one): the draft editor (create_invoice). */
export function InvoiceEditPage() {
  const { invoiceID = 'new' } = useParams();
  const isNew = invoiceID === 'new';
  const invoice = useInvoice(invoiceID);
  if (!isNew && !invoice.data)
    return (
      <RecordDetailPending
        back={back}
        kind="Invoice"
        notFound="This invoice does not exist."
        error={invoice.error}
      />
    );
  return <Editor key={invoice.data?.id ?? 'new'} saved={invoice.data ?? null} />;
}

function Editor({ saved }: { saved: InvoiceDetail | null }) {
  const navigate = useNavigate();
  const ships = useQuery(myShipsQuery());
  const customers = useInvoiceCustomers();
  const save = useSaveInvoice();
  const step = useInvoiceStep();
  const [draft, setDraft] = useState<InvoiceDraft>(() =>
    saved ? draftOf(saved) : emptyDraft(toDateKey(new Date())),
  );
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [picking, setPicking] = useState<number | null>(null);
  const [confirmIssue, setConfirmIssue] = useState(false);
  useEffect(() => {
    if (saved && saved.state !== 'DRAFT')
      void navigate(routeWithParams('/accounting/invoices/view/:invoiceID', { invoiceID: saved.id }), {
        replace: true,
      });
  }, [saved, navigate]);
  const change = (patch: Partial<InvoiceDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDirty(true);
  };
  const failed = (error: unknown) => {
    const details = error instanceof ApiError ? (error.details ?? []) : [];
    setErrors(Object.fromEntries(details.map((d) => [d.field, d.message])));
    setMessage(errorMessage(error));
  };
  const submit = () =>
    save
      .mutateAsync({
        id: saved?.id ?? null,
        body: saved ? { ...bodyOf(draft), version: saved.version } : bodyOf(draft),
      })
      .then((inv) => {
        setErrors({});
        setMessage(null);
        setDirty(false);
        notifySuccess('Draft saved and priced');
        if (!saved)
          void navigate(routeWithParams('/accounting/invoices/edit/:invoiceID', { invoiceID: inv.id }), {
            replace: true,
          });
      }, failed);
  const taken = new Set(draft.groups.flatMap((g) => g.lines.map((l) => l.sourceId ?? '')));
  const customer = customers.data?.find((c) => c.id === draft.customerId);
  const canIssue = saved !== null && !dirty && saved.groups.some((g) => g.lines.length > 0);

  return (
    <>
      <RecordDetailHeader
        back={back}
        title={saved ? 'Draft invoice' : 'New invoice'}
        subtitle={
          saved
            ? `${saved.customerName} · ${saved.shipName}`
            : 'Pick the ship and customer, then add the costs to re-bill.'
        }
        actions={
          <>
            <Button variant="contained" onClick={() => void submit()} disabled={save.isPending}>
              Save draft
            </Button>
            <Button
              variant="outlined"
              disabled={!canIssue || step.isPending}
              onClick={() => setConfirmIssue(true)}
            >
              Issue
            </Button>
          </>
        }
      />
      {message && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setMessage(null)}>
          {message}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Card title="Invoice" showOwner={false}>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
            }}
          >
            <TextField
              select
              label="Ship"
              size="small"
              value={draft.shipId}
              onChange={(e) => change({ shipId: e.target.value })}
              error={Boolean(errors.shipId)}
              helperText={errors.shipId ?? ' '}
            >
              {(ships.data ?? []).map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Customer"
              size="small"
              value={draft.customerId}
              onChange={(e) => {
                const c = customers.data?.find((x) => x.id === e.target.value);
                change({ customerId: e.target.value, ...(c && !saved ? { currency: c.currency } : {}) });
              }}
              error={Boolean(errors.customerId)}
              helperText={errors.customerId ?? (customer ? `Pays in ${customer.paymentTermsDays} days` : ' ')}
            >
              {(customers.data ?? []).map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            <CurrencyField
              value={draft.currency}
              onChange={(currency) => change({ currency })}
              size="small"
              error={Boolean(errors.currency)}
              helperText={errors.currency}
            />
            <TextField
              label="VAT %"
              size="small"
              value={draft.vatRate}
              onChange={(e) => change({ vatRate: e.target.value.trim() })}
              error={Boolean(errors.vatRate)}
              helperText={errors.vatRate ?? ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <DateInput
              label="Invoice date"
              name="invoiceDate"
              value={draft.invoiceDate}
              onChange={(invoiceDate) => change({ invoiceDate })}
              error={errors.invoiceDate}
              size="small"
            />
            <DateInput
              label="Due date"
              name="dueDate"
              value={draft.dueDate}
              onChange={(dueDate) => change({ dueDate })}
              error={errors.dueDate}
              helperText="Empty: from the customer's terms"
              clearable
              size="small"
            />
            <TextField
              label="Customer reference"
              size="small"
              value={draft.reference}
              onChange={(e) => change({ reference: e.target.value })}
              helperText=" "
            />
            <TextField
              label="Notes"
              size="small"
              value={draft.notes}
              onChange={(e) => change({ notes: e.target.value })}
              helperText=" "
            />
          </Box>
        </Card>
        {draft.groups.map((group, i) => (
          <InvoiceGroupEditor
            key={group.key}
            group={group}
            index={i}
            invoiceCurrency={draft.currency}
            priced={dirty ? undefined : saved?.groups[i]}
            errors={errors}
            onChange={(g) => change({ groups: draft.groups.map((x) => (x.key === g.key ? g : x)) })}
            onRemove={() => change({ groups: draft.groups.filter((x) => x.key !== group.key) })}
            onPickSources={() =>
              draft.shipId
                ? setPicking(i)
                : setMessage('Pick the ship first: its rebillable costs are listed.')
            }
          />
        ))}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button
            startIcon={<AddIcon />}
            onClick={() => change({ groups: [...draft.groups, { key: newKey(), title: '', lines: [] }] })}
          >
            Add group
          </Button>
          <Typography sx={{ ml: 'auto', fontFamily: 'monospace' }} data-testid="invoice-total">
            {saved && !dirty
              ? `Net ${formatAmount(saved.subtotal, saved.currency)} · VAT ${formatAmount(saved.vatAmount, saved.currency)} · Total ${formatAmount(saved.total, saved.currency)} ${saved.currency}`
              : 'Save to price the lines at the dated rate'}
          </Typography>
        </Box>
      </Box>
      <SourcePickerDialog
        open={picking !== null}
        shipId={draft.shipId}
        customerId={draft.customerId}
        taken={taken}
        onClose={() => setPicking(null)}
        onPick={(sources, markup) => {
          const index = picking ?? 0;
          change({
            groups: draft.groups.map((g, i) =>
              i === index ? { ...g, lines: [...g.lines, ...sources.map((s) => lineOfSource(s, markup))] } : g,
            ),
          });
          setPicking(null);
        }}
      />
      <ConfirmDialog
        open={confirmIssue}
        title="Issue the invoice"
        message={`Issue this invoice of ${saved ? `${formatAmount(saved.total, saved.currency)} ${saved.currency}` : ''}? It gets the next invoice number and can then only be paid, credited or voided.`}
        confirmText="Issue"
        cancelText="Cancel"
        loading={step.isPending}
        onCancel={() => setConfirmIssue(false)}
        onConfirm={() =>
          saved &&
          step.mutateAsync({ id: saved.id, step: 'issue', body: { version: saved.version } }).then(
            (inv) => {
              setConfirmIssue(false);
              notifySuccess(`Invoice ${inv.number} issued`);
              void navigate(routeWithParams('/accounting/invoices/view/:invoiceID', { invoiceID: inv.id }));
            },
            (e) => {
              setConfirmIssue(false);
              failed(e);
            },
          )
        }
      />
    </>
  );
}
