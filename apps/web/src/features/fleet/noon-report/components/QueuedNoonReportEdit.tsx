import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import type { MyShip } from '@keel/domain';
import { DiscardQueuedButton } from '../../../../app/outbox/QueuedWriteAlert';
import { ConflictValues } from '../../../../app/outbox/ConflictValues';
import { Dialog } from '../../../../components/Dialog';
import { errorMessage } from '../../../../lib/api-error';
import type { QueuedWrite } from '../../../../lib/offline-queue';
import { noonReportQuery } from '../api/get-noon-report';
import { NoonReportDialog } from './NoonReportDialog';
import { noonReportValues } from './noon-report-form';

/**
 * A queued edit of a noon report reopened from the pending list (refused, or in conflict because the
 * report changed meanwhile): the current report is read from the server and the user's values are laid
 * over it, to be saved on its current version. A report that cannot be read (deleted, no connection)
 * leaves the user's values to read, copy or discard.
 */
export function QueuedNoonReportEdit({
  entry,
  ships,
  onClose,
}: {
  entry: QueuedWrite;
  ships: readonly MyShip[];
  onClose: () => void;
}) {
  const report = useQuery(noonReportQuery(entry.meta?.recordId ?? ''));
  // Fresh from the server, not a cached copy: the edit is re-applied on the report's current version.
  if (report.data && report.isFetchedAfterMount)
    return (
      <NoonReportDialog
        report={report.data}
        queued={entry}
        initial={noonReportValues(report.data)}
        ships={ships}
        shipLocked
        onClose={onClose}
      />
    );
  return (
    <Dialog
      open
      title={entry.label}
      onClose={onClose}
      onCancel={false}
      extraActions={<DiscardQueuedButton entry={entry} onDiscarded={onClose} />}
    >
      {report.isError ? (
        <>
          <Alert severity="error" sx={{ mb: 1 }}>
            The report could not be read: {errorMessage(report.error)} Your values are kept on this device.
          </Alert>
          <ConflictValues entry={entry} />
        </>
      ) : (
        <Skeleton variant="rounded" height={160} aria-label="Loading the report" />
      )}
    </Dialog>
  );
}
