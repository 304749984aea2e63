import Button from '@mui/material/Button';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { UseMutationResult } from '@tanstack/react-query';
import { notifyError } from '../../lib/notify';

/**
 * A list's Excel export button: runs the export mutation with the list's current query, spins while
 * the file is made, and shows a refusal or failure as a toast.
 */
export function ExportButton<Q>({
  exporting,
  query,
}: {
  exporting: UseMutationResult<void, Error, Q>;
  query: Q;
}) {
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      loading={exporting.isPending}
      onClick={() => exporting.mutate(query, { onError: (e) => notifyError(e) })}
    >
      Export
    </Button>
  );
}
