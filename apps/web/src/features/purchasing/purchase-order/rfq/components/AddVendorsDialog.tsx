import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { RfqDetail, Vendor } from '@keel/domain';
import { ConfirmDialog } from '../../../../../components/ConfirmDialog';
import { Dialog } from '../../../../../components/Dialog';
import { errorMessage } from '../../../../../lib/api-error';
import { formatDateTime, plural } from '../../../../../lib/format';
import { notifySuccess } from '../../../../../lib/notify';
import { useAddRfqVendors } from '../api/add-vendors';
import { vendorsPhrase } from './vendor-names';
import { VendorPicker } from './VendorPicker';

/**
 * "Add vendors" on a DRAFT RFQ or a SENT one before its deadline: the vendors not invited yet; on a
 * sent RFQ each new vendor is mailed its personal link at once (asked first, naming them).
 */
export function AddVendorsDialog({ rfq, onClose }: { rfq: RfqDetail; onClose: () => void }) {
  const add = useAddRfqVendors(rfq.id);
  const [vendors, setVendors] = useState<Vendor[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sent = rfq.state === 'SENT';
  const names = vendors.map((v) => v.name);

  const save = async () => {
    setConfirming(false);
    try {
      const after = await add.mutateAsync({ version: rfq.version, vendorIds: vendors.map((v) => v.id) });
      notifySuccess(
        sent
          ? `${after.number}: invitation mailed to ${vendorsPhrase(names)}`
          : `${after.number}: ${plural(vendors.length, 'vendor')} added`,
      );
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Dialog
      open
      title={`Add vendors to ${rfq.number}`}
      onClose={onClose}
      onSave={() => (sent ? setConfirming(true) : void save())}
      saveText={sent ? 'Invite' : 'Add'}
      saveDisabled={vendors.length === 0}
      loading={add.isPending}
      dirty={vendors.length > 0}
    >
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {sent
          ? `Each vendor gets the invitation e-mail with a personal link at once, to quote by ${formatDateTime(rfq.deadline)}.`
          : 'The vendors are mailed when the RFQ is sent.'}
      </Typography>
      <VendorPicker
        autoFocus
        value={vendors}
        onChange={setVendors}
        exclude={rfq.invitations.map((i) => i.vendorId)}
        helperText="Active vendors not invited yet"
      />
      <ConfirmDialog
        open={confirming}
        title="Invite and mail the vendors?"
        message={`Send ${rfq.number} to ${vendorsPhrase(names)}?`}
        confirmText="Send"
        loading={add.isPending}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
    </Dialog>
  );
}
