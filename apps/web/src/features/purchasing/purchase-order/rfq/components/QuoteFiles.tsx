import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { notifyError } from '../../../../../lib/notify';
import { useDownloadQuoteFile } from '../api/download-quote-file';

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;

/** A vendor's files of a submitted quote, each a download (the server checks `get_quotes`). */
export function QuoteFiles({
  rfqId,
  files,
}: {
  rfqId: string;
  files: readonly { id: string; fileName: string; size: number }[];
}) {
  const download = useDownloadQuoteFile(rfqId);
  if (files.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No files.
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
      {files.map((f) => (
        <Button
          key={f.id}
          size="small"
          startIcon={<AttachFileIcon />}
          sx={{ textTransform: 'none', textAlign: 'left', wordBreak: 'break-all' }}
          onClick={() =>
            download.mutate({ id: f.id, fileName: f.fileName }, { onError: (error) => notifyError(error) })
          }
          aria-label={`Download ${f.fileName}`}
        >
          {f.fileName} ({size(f.size)})
        </Button>
      ))}
    </Box>
  );
}
