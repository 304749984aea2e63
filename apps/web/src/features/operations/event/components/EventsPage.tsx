import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { EventKind, EventSeverity, EventStatus, ShipEvent } from '@keel/domain';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { PageHeader } from '../../../../components/PageHeader';
import { errorMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/format';
import { useDefaultShip } from '../../../../components/filter-bar/use-default-ship';
import { useOpenRecord } from '../../../../components/filter-bar/use-open-record';
import { useEvents } from '../api/list-events';
import { CreateEventDialog } from './CreateEventDialog';
import { EventDialog } from './EventDialog';
import { EventFilters, EVENT_FILTERS, type EventFilterValues } from './EventFilters';
import { EventStatusChip, KindChip, SeverityChip } from './event-chips';

const columns: Column<ShipEvent>[] = [
  {
    field: 'occurredAt',
    header: 'Time',
    sortable: true,
    width: 150,
    render: (e) => formatDateTime(e.occurredAt),
  },
  {
    field: 'shipName',
    header: 'Ship',
    hideBelow: 'md',
    render: (e) => <Typography noWrap>{e.shipName}</Typography>,
  },
  {
    field: 'kind',
    header: 'Kind',
    sortable: true,
    hideBelow: 'sm',
    render: (e) => <KindChip kind={e.kind} />,
  },
  {
    field: 'title',
    header: 'Title',
    sortable: true,
    render: (e) => (
      <Box sx={{ minWidth: 0, maxWidth: 480 }}>
        <Typography sx={{ fontWeight: 500 }}>{e.title}</Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          <Box component="span" sx={{ display: { md: 'none' } }}>
            {e.shipName} ·{' '}
          </Box>
          {e.details}
        </Typography>
      </Box>
    ),
  },
  {
    field: 'severity',
    header: 'Severity',
    sortable: true,
    render: (e) => <SeverityChip severity={e.severity} />,
  },
  {
    field: 'status',
    header: 'Status',
    sortable: true,
    hideBelow: 'sm',
    render: (e) => <EventStatusChip status={e.status} />,
  },
];

const orUndefined = <T extends string>(value: string) => (value ? (value as T) : undefined);

/** `/event`: ship events with filters, search, sort and paging on the server; create, edit, close, reopen. */
export function EventsPage() {
  const [params, setParams] = useListParams({ sort: '-occurredAt', filters: [...EVENT_FILTERS] });
  const [creating, setCreating] = useState(false);
  const f = params.filters as EventFilterValues;
  const events = useEvents({
    offset: params.offset,
    limit: params.limit,
    q: params.q || undefined,
    sort: params.sort || undefined,
    shipId: f.shipId || undefined,
    kind: orUndefined<EventKind>(f.kind),
    severity: orUndefined<EventSeverity>(f.severity),
    status: orUndefined<EventStatus>(f.status),
    from: f.from || undefined,
    to: f.to || undefined,
  });
  const [openId, setOpen] = useOpenRecord();
  const defaultShipId = useDefaultShip(f.shipId);

  return (
    <>
      <PageHeader
        title="Events"
        subtitle="Port calls, drills, inspections, incidents, alarms and maintenance of your ships."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            New event
          </Button>
        }
      />
      <DataTable
        label="Events"
        columns={columns}
        rows={events.data?.data}
        total={events.data?.page.total ?? 0}
        getRowId={(e) => e.id}
        params={params}
        onParamsChange={setParams}
        loading={events.isFetching}
        error={events.isError ? errorMessage(events.error) : null}
        onRetry={() => void events.refetch()}
        onRowClick={(e) => setOpen(e.id)}
        rowLabel={(e) => `Open ${e.title}`}
        searchPlaceholder="Search title and details"
        emptyText="No events match these filters."
        toolbar={<EventFilters values={f} onChange={(patch) => setParams({ filters: patch, offset: 0 })} />}
      />
      {creating && <CreateEventDialog defaultShipId={defaultShipId} onClose={() => setCreating(false)} />}
      {openId && <EventDialog key={openId} id={openId} onClose={() => setOpen(null)} />}
    </>
  );
}
