import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import type { ObsoleteRow } from '@keel/domain';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { PageHeader } from '../../../../components/PageHeader';
import { ShareLinkButton } from '../../../../components/share-link/ShareLinkButton';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { useObsolete } from '../../api/obsolete';
import { downloadRevisionFile } from '../../api/revision-file';
import { RevisionStateChip } from '../../document/components/RevisionStateChip';
import { formatBytes } from '../../shared/format-bytes';

function DownloadButton({ row }: { row: ObsoleteRow }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      startIcon={<DownloadOutlinedIcon />}
      loading={busy}
      aria-label={`Download ${row.number} revision ${row.revision}`}
      onClick={(e) => {
        e.stopPropagation();
        setBusy(true);
        downloadRevisionFile(row.revisionId, row.fileName)
          .catch((error: unknown) => notifyError(error))
          .finally(() => setBusy(false));
      }}
    >
      Download
    </Button>
  );
}

const columns: Column<ObsoleteRow>[] = [
  {
    field: 'number',
    header: 'Document',
    card: 'title',
    render: (r) => (
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {r.number}
          </Box>{' '}
          {r.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {r.fileName} · {formatBytes(r.size)}
        </Typography>
      </Box>
    ),
  },
  { field: 'revision', header: 'Revision', render: (r) => r.revision },
  { field: 'state', header: 'State', render: (r) => <RevisionStateChip state={r.state} /> },
  {
    field: 'effectiveDate',
    header: 'Was effective from',
    hideBelow: 'sm',
    render: (r) => formatDate(r.effectiveDate) || '—',
  },
  {
    field: 'withdrawnAt',
    header: 'Withdrawn',
    hideBelow: 'md',
    render: (r) => formatDate(r.withdrawnAt) || '—',
  },
  {
    field: 'download',
    header: '',
    align: 'right',
    render: (r) => (
      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <DownloadButton row={r} />
        <ShareLinkButton kind="dms-revision" recordId={r.revisionId} fileName={r.fileName} />
      </Box>
    ),
  },
];

/**
 * `/dms/obsolete`: superseded and withdrawn revisions, kept for the record — searchable, downloadable,
 * never shown to the ships as current.
 */
export function ObsoletePage() {
  const [params, setParams] = useListParams({});
  const list = useObsolete({ offset: params.offset, limit: params.limit, q: params.q || undefined });
  return (
    <>
      <PageHeader
        title="Obsolete documents"
        subtitle="Superseded and withdrawn revisions, kept for the record. Ships never see them as current."
      />
      <DataTable
        label="Obsolete revisions"
        columns={columns}
        rows={list.data?.data}
        total={list.data?.page.total ?? 0}
        totalCapped={list.data?.page.totalCapped}
        getRowId={(r) => r.revisionId}
        params={params}
        onParamsChange={setParams}
        loading={list.isFetching}
        error={list.isError ? errorMessage(list.error) : null}
        onRetry={() => void list.refetch()}
        searchPlaceholder="Search number, title, file"
        emptyText="No superseded or withdrawn revision for this selection."
      />
    </>
  );
}
