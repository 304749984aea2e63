import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import { entityTitleLabel, humanize, type AuditEntry } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { useFilterText } from '../../../../components/filter-bar/use-filter-text';
import { errorMessage } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/format';
import { useAuditTrail } from '../api/list-audit';
import { ActorFilter } from './ActorFilter';
import { AuditDetailDialog } from './AuditDetailDialog';

const ENTITIES = [
  'user',
  'role',
  'config',
  'ship',
  'certificate',
  'event',
  'noon_report',
  'appliance',
  'appliance_target',
  'requisition',
  'rfq',
  'purchase_order',
  'delivery',
  'vendor',
  'record_comment',
  'record_attachment',
];

/** The record type a filter value names, in words ("purchase_order" → "Purchase order"). */
const entityOption = (value: string) => (ENTITIES.includes(value) ? entityTitleLabel(value) : value);

const ACTION_COLOURS: Record<string, 'success' | 'error' | 'info' | 'default'> = {
  create: 'success',
  delete: 'error',
  update: 'info',
};

const columns: Column<AuditEntry>[] = [
  { field: 'at', header: 'When', width: 150, render: (e) => formatDateTime(e.at) },
  {
    field: 'actorName',
    header: 'Who',
    render: (e) =>
      e.actorName ?? (
        <Typography variant="body2" color="text.secondary">
          System
        </Typography>
      ),
  },
  {
    field: 'action',
    header: 'Action',
    render: (e) => (
      <Chip
        size="small"
        label={humanize(e.action)}
        color={ACTION_COLOURS[e.action] ?? 'default'}
        variant="outlined"
      />
    ),
  },
  {
    field: 'entity',
    header: 'Record',
    render: (e) =>
      e.recordTitle ?? (
        <>
          {entityTitleLabel(e.entity)}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            (no title recorded)
          </Typography>
        </>
      ),
  },
];

/** The audit trail: who changed what and when, filtered by record type, record id and person. */
export function AuditTrailCard() {
  const [params, setParams] = useListParams({ filters: ['entity', 'entityId', 'actorId'] }, 'audit');
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const [entityId, setEntityId] = useFilterText(params.filters.entityId ?? '');
  const { entity, actorId } = params.filters;
  const trail = useAuditTrail({
    offset: params.offset,
    limit: params.limit,
    entity: entity || undefined,
    entityId: params.filters.entityId || undefined,
    actorId: actorId || undefined,
  });
  const setFilter = (name: string, value: string) => setParams({ filters: { [name]: value }, offset: 0 });

  return (
    <Card
      type="secondary"
      title="Audit trail"
      owner="Every change, who made it and when"
      icon={<HistoryIcon />}
    >
      <DataTable
        label="Audit trail"
        columns={columns}
        rows={trail.data?.data}
        total={trail.data?.page.total ?? 0}
        getRowId={(e) => e.id}
        params={params}
        onParamsChange={setParams}
        loading={trail.isFetching}
        error={trail.isError ? errorMessage(trail.error) : null}
        onRetry={() => void trail.refetch()}
        onRowClick={setOpen}
        rowLabel={(e) =>
          `Show ${humanize(e.action).toLowerCase()} of ${e.recordTitle ?? entityTitleLabel(e.entity)} at ${formatDateTime(e.at)}`
        }
        search={false}
        emptyText="No changes recorded."
        toolbar={
          <>
            <Autocomplete
              freeSolo
              size="small"
              options={ENTITIES}
              getOptionLabel={entityOption}
              value={entity ?? ''}
              onChange={(_, v) => setFilter('entity', v ?? '')}
              onInputChange={(_, v, reason) => reason !== 'reset' && setFilter('entity', v.trim())}
              renderInput={(p) => <TextField {...p} label="Record type" />}
              sx={{ width: 180 }}
            />
            <TextField
              size="small"
              label="Record id"
              value={entityId}
              onChange={(e) => setEntityId(e.target.value)}
              onBlur={() => setFilter('entityId', entityId.trim())}
              onKeyDown={(e) => e.key === 'Enter' && setFilter('entityId', entityId.trim())}
              sx={{ width: 260 }}
            />
            <ActorFilter value={actorId ?? ''} onChange={(id) => setFilter('actorId', id)} />
          </>
        }
      />
      <AuditDetailDialog entry={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
