import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { QUOTE_ATTACHMENT_MAX_BYTES, type VendorQuote } from '@keel/domain';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { downloadAttachment, useUploadAttachment } from '../api/offer-api';

const ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.xlsx,application/pdf,image/*';

/** Size as "1.2 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The files of a revision as chips that download them. */
export function AttachmentChips({
  token,
  attachments,
}: {
  token: string;
  attachments: VendorQuote['attachments'];
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {attachments.map((a) => (
        <Chip
          key={a.id}
          icon={<AttachFileIcon />}
          label={`${a.fileName} (${fileSize(a.size)})`}
          onClick={() =>
            void downloadAttachment(token, a.id, a.fileName).catch((e: unknown) => notifyError(e))
          }
          variant="outlined"
        />
      ))}
    </Box>
  );
}

/** Files of the draft: the list and "Attach file" (PDF, image or Excel; checked by content on the server). */
export function AttachmentsSection({ token, draft }: { token: string; draft: VendorQuote | null }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAttachment(token);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > QUOTE_ATTACHMENT_MAX_BYTES) {
      notifyError(new Error(`${file.name} is larger than ${QUOTE_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`));
      return;
    }
    try {
      await upload.mutateAsync(file);
      notifySuccess(`${file.name} attached`);
    } catch (error) {
      notifyError(error);
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography variant="subtitle2">Files</Typography>
      {draft && draft.attachments.length > 0 ? (
        <AttachmentChips token={token} attachments={draft.attachments} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {draft ? 'No files yet.' : 'Save a draft first to attach files (PDF, image or Excel, up to 10 MB).'}
        </Typography>
      )}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        aria-label="File to attach"
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      <Button
        size="small"
        startIcon={<AttachFileIcon />}
        onClick={() => input.current?.click()}
        disabled={!draft || upload.isPending}
      >
        {upload.isPending ? 'Uploading…' : 'Attach file'}
      </Button>
    </Box>
  );
}
