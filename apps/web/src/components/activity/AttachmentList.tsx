import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, type RecordAttachment } from '@keel/domain';
import { formatDateTime } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { ConfirmDialog } from '../ConfirmDialog';
import { ShareLinkButton } from '../share-link/ShareLinkButton';
import {
  useDeleteAttachment,
  useDownloadAttachment,
  useUploadAttachment,
  type ActivityRecord,
} from './activity-api';

/** "12 KB", "3.4 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The record's files: attach (PDF or image, at most 20 MiB; the server checks the content), download,
 * share by an expiring link (the share dialog of documents; kind `record-attachment`, whose server
 * resolver runs the same read check as the download), and delete one's own (administrators: any) after
 * a confirmation.
 */
export function AttachmentList({
  record,
  files,
  meId,
  isAdmin,
}: {
  record: ActivityRecord;
  files: RecordAttachment[];
  meId: string | null;
  isAdmin: boolean;
}) {
  const input = useRef<HTMLInputElement | null>(null);
  const [deleting, setDeleting] = useState<RecordAttachment | null>(null);
  const upload = useUploadAttachment(record);
  const remove = useDeleteAttachment(record);
  const download = useDownloadAttachment(record);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (file.size > ATTACHMENT_MAX_BYTES) {
      notifyError(new Error(`${file.name} is larger than 20 MiB`));
      return;
    }
    upload.mutate(file, {
      onSuccess: (f) => notifySuccess(`${f.name} attached`),
      onError: (e) => notifyError(e),
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box>
        <input
          ref={input}
          type="file"
          hidden
          accept={ATTACHMENT_TYPES.join(',')}
          aria-label="File to attach"
          onChange={(e) => {
            onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button
          variant="outlined"
          startIcon={upload.isPending ? <CircularProgress size={16} /> : <AttachFileIcon />}
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
        >
          Attach file
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          PDF or image, at most 20 MiB.
        </Typography>
      </Box>
      {files.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No files attached yet.
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Files"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {files.map((f) => (
            <Box
              component="li"
              key={f.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}
            >
              <InsertDriveFileOutlinedIcon color="action" aria-hidden />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={() =>
                    download.mutate({ id: f.id, name: f.name }, { onError: (e) => notifyError(e) })
                  }
                  sx={{ textAlign: 'left', wordBreak: 'break-all' }}
                >
                  {f.name}
                </Link>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {fileSize(f.size)} · {f.uploadedByName} · {formatDateTime(f.uploadedAt)}
                </Typography>
              </Box>
              <ShareLinkButton
                kind="record-attachment"
                recordId={`${record.entity}/${record.id}/${f.id}`}
                fileName={f.name}
              />
              {(f.uploadedById === meId || isAdmin) && (
                <Tooltip title="Delete">
                  <IconButton size="small" aria-label={`Delete ${f.name}`} onClick={() => setDeleting(f)}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </Box>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={deleting !== null}
        type="delete"
        title="Delete file"
        message={deleting ? `Delete ${deleting.name}? It cannot be downloaded afterwards.` : ''}
        confirmText="Delete"
        cancelText="Cancel"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(`${deleting.name} deleted`);
              setDeleting(null);
            },
            onError: (e) => notifyError(e),
          })
        }
      />
    </Box>
  );
}
