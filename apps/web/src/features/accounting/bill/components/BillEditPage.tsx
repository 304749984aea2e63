import { useState } from 'react';
import type { BillDetail } from '@keel/domain';
import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Card } from '../../../../components/Card';
import { CurrencyField } from '../../../../components/CurrencyField';
import { RecordDetailHeader } from '../../../../components/record-detail/RecordDetailHeader';
import { RecordDetailPending } from '../../../../components/record-detail/RecordDetailPending';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useBill, useBillOptions, useSaveBill } from '../api/bill-api';
import { BILL_STATE_LABELS } from './bill-format';
import { bodyOf, emptyForm, formOf, type BillForm } from './bill-form';
import { BillRateNote } from './BillConversion';
import { BillLinesEditor } from './BillLinesEditor';
import { PostDialog, ReasonDialog } from './BillDialogs';

const back = { to: '/accounting/bills', label: 'Back to bills' };

/** `/accounting/bills/:billID` (`new` to enter one): a draft bill's header and lines; save, post, cancel. */
export function BillEditPage() {
  const { billID = 'new' } = useParams();
  const isNew = billID === 'new';
  const navigate = useNavigate();
  const bill = useBill(isNew ? '' : billID);
  const options = useBillOptions();
  const save = useSaveBill();
  const [form, setForm] = useState<BillForm>(() => emptyForm());
  const [dialog, setDialog] = useState<'post' | 'cancel' | null>(null);
  // The form follows the saved bill each time the server answers (state adjusted while rendering).
  const [loaded, setLoaded] = useState<BillDetail | undefined>(undefined);
  if (bill.data && bill.data !== loaded) {
    setLoaded(bill.data);
    setForm(formOf(bill.data));
  }
  if (!isNew && !bill.data)
    return (
      <RecordDetailPending back={back} kind="Bill" notFound="This bill does not exist." error={bill.error} />
    );
  const b = bill.data;
  const editable = isNew || b?.state === 'DRAFT';
  const set = (patch: Partial<BillForm>) => setForm((f) => ({ ...f, ...patch }));
  const submit = () =>
    save.mutate(
      { id: isNew ? null : billID, body: isNew ? bodyOf(form) : { ...bodyOf(form), version: b!.version } },
      {
        onSuccess: (saved) => {
          notifySuccess(`${saved.number} saved`);
          if (isNew) void navigate(`/accounting/bills/${saved.id}`, { replace: true });
        },
        onError: (e) => notifyError(e),
      },
    );
  return (
    <>
      <RecordDetailHeader
        back={back}
        title={b ? `${b.number} · ${b.vendorName}` : 'New vendor bill'}
        subtitle={
          b
            ? `${BILL_STATE_LABELS[b.state]}${b.matchStatus === 'MISMATCH' ? ' · does not match' : ''}`
            : 'Enter the vendor’s invoice against delivered purchase orders'
        }
        actions={
          <>
            {editable && (
              <Button
                variant="contained"
                onClick={submit}
                disabled={save.isPending || form.lines.length === 0}
              >
                Save draft
              </Button>
            )}
            {b?.state === 'DRAFT' && (
              <>
                <Button variant="outlined" onClick={() => setDialog('post')}>
                  Post
                </Button>
                <Button color="inherit" onClick={() => setDialog('cancel')}>
                  Cancel bill
                </Button>
              </>
            )}
            {b && b.state !== 'DRAFT' && (
              <Button onClick={() => void navigate(`/accounting/bills/view/${b.id}`)}>Open bill</Button>
            )}
          </>
        }
      />
      {b?.matchStatus === 'MISMATCH' && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="bill-mismatch">
          This bill does not match: a line bills more than was received, or above the PO price beyond the
          tolerance.
        </Alert>
      )}
      {b && <BillRateNote bill={b} />}
      {b?.duplicateOf && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The vendor&apos;s invoice number is already on bill {b.duplicateOf}.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Card title="Bill" showOwner={false}>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
            }}
          >
            <TextField
              select
              label="Vendor"
              value={form.vendorId}
              disabled={!editable || !options.data}
              onChange={(e) => set({ vendorId: e.target.value, lines: [] })}
            >
              {(options.data?.vendors ?? []).map((v) => (
                <MenuItem key={v.id} value={v.id}>
                  {v.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Ship"
              value={form.shipId}
              disabled={!editable || !options.data}
              onChange={(e) => set({ shipId: e.target.value, lines: [] })}
            >
              {(options.data?.ships ?? []).map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Category (lines without a PO)"
              value={form.categoryId}
              disabled={!editable || !options.data}
              onChange={(e) => set({ categoryId: e.target.value })}
            >
              <MenuItem value="">None</MenuItem>
              {(options.data?.categories ?? []).map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.code} {c.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Vendor invoice number"
              value={form.vendorInvoiceNumber}
              disabled={!editable}
              onChange={(e) => set({ vendorInvoiceNumber: e.target.value })}
            />
            <TextField
              type="date"
              label="Bill date"
              value={form.billDate}
              disabled={!editable}
              onChange={(e) => set({ billDate: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              label="Due date"
              value={form.dueDate}
              disabled={!editable}
              onChange={(e) => set({ dueDate: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <CurrencyField
              value={form.currency}
              disabled={!editable}
              onChange={(currency) => set({ currency })}
            />
          </Box>
        </Card>
        <BillLinesEditor
          saved={b}
          vendorId={form.vendorId}
          shipId={form.shipId}
          lines={form.lines}
          onChange={(lines) => set({ lines })}
          onCurrency={(currency) => set({ currency })}
        />
      </Box>
      {b && dialog === 'post' && <PostDialog bill={b} open onClose={() => setDialog(null)} />}
      {b && dialog === 'cancel' && (
        <ReasonDialog bill={b} kind="cancel" open onClose={() => setDialog(null)} />
      )}
    </>
  );
}
