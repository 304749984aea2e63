import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { useAccess } from '../../../../app/access/access-context';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { SHARED_LINK_STATES, type SharedLink, type SharedLinkState } from '@keel/domain';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { PageHeader } from '../../../../components/PageHeader';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { FilterSelect } from '../../../../components/filter-bar/FilterBar';
import { errorMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/format';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useSharedLinks } from '../api/list-shared-links';
import { useRevokeSharedLink } from '../api/revoke-shared-link';
import { SharedLinkStateChip } from './SharedLinkStateChip';

/** Words for each kind of shared file; an unknown kind shows its name. */
const KIND_LABELS: Record<string, string> = {
  'certificate-file': 'Certificate scan',
  'expense-receipt': 'Expense receipt',
  'bill-attachment': 'Bill attachment',
  'record-attachment': 'Attachment',
  'quote-attachment': 'Quote attachment',
  'dms-revision': 'Document revision',
};

const STATE_OPTIONS = SHARED_LINK_STATES.map((s) => [s, s[0]!.toUpperCase() + s.slice(1)] as const);

/**
 * `/files/shared-links`: the links the signed-in user made — file, state (active, expired, revoked),
 * expiry, downloads — newest first, paged on the server, with Revoke (after a confirmation).
 */
export function SharedLinksPage() {
  const [params, setParams] = useListParams({ filters: ['state', 'scope'], screen: 'shared-links' });
  // An administrator can see every user's links (`scope=all`), e.g. those of a user who has left.
  const isAdmin = useAccess().isAdmin;
  const everyone = isAdmin && params.filters.scope === 'all';
  const state = SHARED_LINK_STATES.includes(params.filters.state as SharedLinkState)
    ? (params.filters.state as SharedLinkState)
    : undefined;
  const list = useSharedLinks({
    offset: params.offset,
    limit: params.limit,
    ...(params.q ? { q: params.q } : {}),
    ...(state ? { state } : {}),
    ...(everyone ? { scope: 'all' as const } : {}),
  });
  const revoke = useRevokeSharedLink();
  const [asking, setAsking] = useState<SharedLink | null>(null);

  const columns: Column<SharedLink>[] = [
    {
      field: 'fileName',
      header: 'File',
      card: 'title',
      render: (l) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500, wordBreak: 'break-word' }}>{l.fileName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {KIND_LABELS[l.kind] ?? l.kind}
            {l.note ? ` · ${l.note}` : ''}
          </Typography>
        </Box>
      ),
    },
    { field: 'state', header: 'State', width: 110, render: (l) => <SharedLinkStateChip state={l.state} /> },
    ...(everyone
      ? [
          {
            field: 'createdByName',
            header: 'Made by',
            width: 160,
            render: (l: SharedLink) => l.createdByName,
          },
        ]
      : []),
    {
      field: 'createdAt',
      header: 'Created',
      width: 150,
      hideBelow: 'md',
      render: (l) => formatDateTime(l.createdAt),
    },
    {
      field: 'expiresAt',
      header: 'Expires',
      width: 150,
      render: (l) =>
        l.state === 'revoked' ? `Revoked ${formatDateTime(l.revokedAt)}` : formatDateTime(l.expiresAt),
    },
    {
      field: 'downloadCount',
      header: 'Downloads',
      align: 'right',
      width: 110,
      render: (l) => (
        <Box>
          <Typography>{l.downloadCount}</Typography>
          {l.lastDownloadAt && (
            <Typography variant="caption" color="text.secondary">
              last {formatDateTime(l.lastDownloadAt)}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      field: 'actions',
      header: '',
      align: 'right',
      width: 120,
      render: (l) =>
        l.state === 'active' ? (
          <Button
            size="small"
            color="error"
            startIcon={<LinkOffIcon />}
            aria-label={`Revoke the link to ${l.fileName}`}
            onClick={() => setAsking(l)}
          >
            Revoke
          </Button>
        ) : null,
    },
  ];

  const confirm = () => {
    if (!asking) return;
    revoke.mutate(
      { id: asking.id, version: asking.version },
      {
        onSuccess: () => {
          notifySuccess('Link revoked');
          setAsking(null);
        },
        onError: (error) => {
          notifyError(error);
          setAsking(null);
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        title="Shared links"
        subtitle={
          everyone
            ? 'Download links every user made to files. Anyone with an active link can download its file without signing in.'
            : 'Download links you made to files. Anyone with an active link can download its file without signing in.'
        }
      />
      <DataTable
        label="Shared links"
        columns={columns}
        rows={list.data?.data}
        total={list.data?.page.total ?? 0}
        getRowId={(l) => l.id}
        params={params}
        onParamsChange={setParams}
        loading={list.isFetching}
        error={list.isError ? errorMessage(list.error) : null}
        onRetry={() => void list.refetch()}
        searchPlaceholder="Search file name or note"
        emptyText={
          everyone
            ? 'No user has shared a file for this selection.'
            : 'You have not shared any file yet. Use “Share a link” on a certificate scan or a receipt.'
        }
        toolbar={
          <Stack direction="row" spacing={1}>
            <FilterSelect
              label="State"
              value={state ?? ''}
              onChange={(value) => setParams({ filters: { state: value }, offset: 0 })}
              options={STATE_OPTIONS}
              width={130}
            />
            {isAdmin && (
              <FilterSelect
                label="Made by"
                value={everyone ? 'all' : ''}
                onChange={(value) => setParams({ filters: { scope: value }, offset: 0 })}
                options={[['all', 'Every user']]}
                all="Me"
                width={140}
              />
            )}
          </Stack>
        }
      />
      <ConfirmDialog
        open={asking !== null}
        type="warning"
        title="Revoke this link?"
        message={
          asking && (
            <>
              The link to “{asking.fileName}”{everyone ? ` made by ${asking.createdByName}` : ''} will stop
              working at once; whoever has it will see a page saying it was withdrawn. This cannot be undone —
              make a new link if it is needed again.
            </>
          )
        }
        confirmText="Revoke"
        loading={revoke.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
