import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { EXPENSE_RECEIPT_ACCEPT, type Expense } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { Dialog } from '../../../../components/Dialog';
import { ShareLinkButton } from '../../../../components/share-link/ShareLinkButton';
import { LoadingWheel } from '../../../../components/LoadingWheel';
import { errorMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/format';
import { notifySuccess } from '../../../../lib/notify';
import { useUploadReceipt } from '../api/save-expense';
import { fetchReceipt } from '../api/receipt-file';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MiB`
    : `${Math.max(1, Math.round(bytes / 1024))} KiB`;

/** The receipt viewer: fetches the file with the session's headers and shows it from a blob URL. */
function ReceiptViewer({ expense, onClose }: { expense: Expense; onClose: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    fetchReceipt(expense.id)
      .then((file) => {
        made = URL.createObjectURL(file.blob);
        setUrl(made);
      })
      .catch((e: unknown) => setError(errorMessage(e)));
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [expense.id, expense.receipt?.sha256]);
  const receipt = expense.receipt!;
  return (
    <Dialog open title={receipt.name} onClose={onClose} onCancel={false} maxWidth="lg">
      {error ? (
        <Typography color="error">{error}</Typography>
      ) : !url ? (
        <LoadingWheel label="Loading the receipt" />
      ) : receipt.mime === 'application/pdf' ? (
        <Box
          component="iframe"
          title={receipt.name}
          src={url}
          sx={{ width: '100%', height: '70vh', border: 0 }}
        />
      ) : (
        <Box
          component="img"
          alt={receipt.name}
          src={url}
          sx={{ maxWidth: '100%', display: 'block', mx: 'auto' }}
        />
      )}
      {url && (
        <Button href={url} download={receipt.name} sx={{ mt: 1 }}>
          Download
        </Button>
      )}
    </Dialog>
  );
}

/** The expense's receipt: its facts, view, and upload or replace (PDF or image, at most 20 MiB). */
export function ReceiptCard({
  expense,
  onConflict,
}: {
  expense: Expense;
  onConflict: (error: unknown) => void;
}) {
  const upload = useUploadReceipt();
  const [viewing, setViewing] = useState(false);
  const r = expense.receipt;
  const choose = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(
      { id: expense.id, version: expense.version, file },
      { onSuccess: () => notifySuccess('Receipt attached'), onError: onConflict },
    );
  };
  return (
    <Card title="Receipt" showOwner={false}>
      {r ? (
        <Box sx={{ mb: 2 }}>
          <Typography sx={{ fontWeight: 500, wordBreak: 'break-all' }}>{r.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {r.mime} · {sizeText(r.size)} · {formatDateTime(r.uploadedAt)}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
          >
            SHA-256 {r.sha256}
          </Typography>
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No receipt yet.
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {r && (
          <Button variant="outlined" startIcon={<VisibilityOutlinedIcon />} onClick={() => setViewing(true)}>
            View receipt
          </Button>
        )}
        {r && (
          <ShareLinkButton kind="expense-receipt" recordId={expense.id} fileName={r.name} variant="button" />
        )}
        <Button
          component="label"
          variant="outlined"
          startIcon={<UploadFileOutlinedIcon />}
          loading={upload.isPending}
        >
          {r ? 'Replace receipt' : 'Upload receipt'}
          <input
            hidden
            type="file"
            name="receipt"
            accept={EXPENSE_RECEIPT_ACCEPT}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
      </Box>
      {viewing && r && <ReceiptViewer expense={expense} onClose={() => setViewing(false)} />}
    </Card>
  );
}
