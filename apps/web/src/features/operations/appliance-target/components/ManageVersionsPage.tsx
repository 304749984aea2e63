import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import { APPLIANCE_TYPE_LABELS, type ApplianceTarget } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { PageHeader } from '../../../../components/PageHeader';
import { errorMessage } from '../../../../lib/api-error';
import { useTargets } from '../api/list-targets';
import { LaggingShipsCard } from './LaggingShipsCard';
import { TargetDialog } from './TargetDialog';

const columns: Column<ApplianceTarget>[] = [
  {
    field: 'type',
    header: 'Applies to',
    sortable: true,
    render: (t) => (
      <Box>
        <Typography sx={{ fontWeight: 500 }}>{APPLIANCE_TYPE_LABELS[t.type]}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t.maker ? `${t.maker}${t.model ? ` ${t.model}` : ''}` : 'Any maker and model'}
        </Typography>
      </Box>
    ),
  },
  {
    field: 'targetVersion',
    header: 'Target version',
    sortable: true,
    render: (t) => (
      <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{t.targetVersion}</Typography>
    ),
  },
  {
    field: 'counts',
    header: 'Behind / on / ahead',
    render: (t) => (
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        <Chip
          size="small"
          color={t.counts.behind ? 'error' : 'default'}
          variant={t.counts.behind ? 'filled' : 'outlined'}
          label={t.counts.behind}
          aria-label={`${t.counts.behind} behind`}
        />
        <Chip
          size="small"
          color="success"
          variant="outlined"
          label={t.counts.current}
          aria-label={`${t.counts.current} on target`}
        />
        <Chip
          size="small"
          color="info"
          variant="outlined"
          label={t.counts.ahead}
          aria-label={`${t.counts.ahead} ahead`}
        />
      </Box>
    ),
  },
  {
    field: 'laggingShips',
    header: 'Ships lagging',
    hideBelow: 'sm',
    render: (t) =>
      t.laggingShips.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          None
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {t.laggingShips.map((s) => (
            <Chip key={s.id} size="small" label={s.name} />
          ))}
        </Box>
      ),
  },
  {
    field: 'notes',
    header: 'Notes',
    hideBelow: 'lg',
    render: (t) => (
      <Typography variant="body2" color="text.secondary">
        {t.notes}
      </Typography>
    ),
  },
];

/** `/version/manage`: target versions per appliance type (and maker/model) and which ships lag behind. */
export function ManageVersionsPage() {
  const [params, setParams] = useListParams({ sort: 'type' }, 't');
  const targets = useTargets({
    offset: params.offset,
    limit: params.limit,
    q: params.q || undefined,
    sort: params.sort || undefined,
  });
  const [editing, setEditing] = useState<ApplianceTarget | 'new' | null>(null);
  const [conflict, setConflict] = useState(false);
  return (
    <>
      <PageHeader
        title="Version targets"
        subtitle="Set the software version each type of onboard appliance should run, and see which ships lag behind."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            Set target
          </Button>
        }
      />
      {conflict && (
        <ConflictAlert
          what="target"
          onReload={() => void targets.refetch().then(() => setConflict(false))}
          reloading={targets.isFetching}
        />
      )}
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Card title="Target versions" owner="Fleet-wide" icon={<TuneOutlinedIcon />}>
          <DataTable
            label="Target versions"
            columns={columns}
            rows={targets.data?.data}
            total={targets.data?.page.total ?? 0}
            getRowId={(t) => t.id}
            params={params}
            onParamsChange={setParams}
            loading={targets.isFetching}
            error={targets.isError ? errorMessage(targets.error) : null}
            onRetry={() => void targets.refetch()}
            onRowClick={(t) => setEditing(t)}
            rowLabel={(t) =>
              `Edit target ${APPLIANCE_TYPE_LABELS[t.type]} ${t.maker ?? ''} ${t.model ?? ''}`.trim()
            }
            searchPlaceholder="Search type, maker, model or version"
            emptyText="No targets set yet."
          />
        </Card>
        <LaggingShipsCard />
      </Box>
      {editing && (
        <TargetDialog
          key={editing === 'new' ? 'new' : `${editing.id}:${editing.version}`}
          target={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onConflict={() => setConflict(true)}
        />
      )}
    </>
  );
}
