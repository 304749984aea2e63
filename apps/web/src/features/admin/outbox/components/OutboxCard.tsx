import { useState } from 'react';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import { OUTBOX_STATUSES, humanizeCode, type OutboxMessage } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { Dialog } from '../../../../components/Dialog';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { errorMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/format';
import { useOutbox } from '../api/list-outbox';
import { MessageText } from './MessageText';

const STATUS_COLOURS = { outbox: 'info', sent: 'success', failed: 'error' } as const;
/** The words of each status (never the code). */
const STATUS_LABELS = { outbox: 'In the outbox', sent: 'Sent', failed: 'Failed' } as const;

const columns: Column<OutboxMessage>[] = [
  { field: 'createdAt', header: 'When', width: 150, render: (m) => formatDateTime(m.createdAt) },
  { field: 'to', header: 'To', render: (m) => (m.toName ? `${m.toName} <${m.to}>` : m.to) },
  { field: 'subject', header: 'Subject' },
  { field: 'kind', header: 'Kind', hideBelow: 'md', render: (m) => humanizeCode(m.kind) },
  {
    field: 'status',
    header: 'Status',
    render: (m) => (
      <Chip
        size="small"
        variant="outlined"
        label={STATUS_LABELS[m.status]}
        color={STATUS_COLOURS[m.status]}
      />
    ),
  },
];

/**
 * The outbox (administrators): every e-mail Keel queued — RFQ invitations, purchase orders — with its
 * text and links. Without SMTP (`KEEL_SMTP_URL`) messages stay here, so the demo works end to end.
 */
export function OutboxCard() {
  const [params, setParams] = useListParams({ filters: ['status'] }, 'outbox');
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const status = OUTBOX_STATUSES.find((s) => s === params.filters.status);
  const outbox = useOutbox({ offset: params.offset, limit: params.limit, q: params.q || undefined, status });
  return (
    <Card
      type="secondary"
      title="Outbox"
      owner="E-mails Keel sent or keeps for you"
      icon={<MailOutlineIcon />}
    >
      <DataTable
        label="Outbox"
        columns={columns}
        rows={outbox.data?.data}
        total={outbox.data?.page.total ?? 0}
        getRowId={(m) => m.id}
        params={params}
        onParamsChange={setParams}
        loading={outbox.isFetching}
        error={outbox.isError ? errorMessage(outbox.error) : null}
        onRetry={() => void outbox.refetch()}
        onRowClick={setOpen}
        rowLabel={(m) => `Read "${m.subject}" to ${m.to}`}
        searchPlaceholder="Search recipient or subject"
        emptyText="No messages."
        toolbar={
          <TextField
            select
            size="small"
            label="Status"
            value={status ?? ''}
            onChange={(e) => setParams({ filters: { status: e.target.value }, offset: 0 })}
            sx={{ minWidth: 130 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">All</MenuItem>
            {OUTBOX_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      {open && (
        <Dialog open title={open.subject} onClose={() => setOpen(null)} onCancel={false} maxWidth="md">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            To {open.toName ? `${open.toName} <${open.to}>` : open.to} · {formatDateTime(open.createdAt)} ·{' '}
            {STATUS_LABELS[open.status]}
            {open.sentAt && ` (sent ${formatDateTime(open.sentAt)})`}
            {open.error && ` · ${open.error}`}
          </Typography>
          <MessageText text={open.text} />
        </Dialog>
      )}
    </Card>
  );
}
