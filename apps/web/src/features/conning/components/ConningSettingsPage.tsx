import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { ConningSource } from '@keel/domain';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-error';
import { myShipsQuery } from '../../../lib/shared-queries';
import { deleteSource, shipSourcesQuery, sourceKeys } from '../api/sources';
import { formatAge } from '../display-format';
import { useNow } from '../live/use-conning-live';
import { KIND_LABELS } from '../source-form';
import { IngestTokensCard } from './IngestTokensCard';
import { LiveFeedsCard } from './LiveFeedsCard';
import { ShipSelect } from './ShipSelect';
import { SourceDialog } from './SourceDialog';

/** Where a source reads from, in one line. */
function endpointOf(s: ConningSource): string {
  switch (s.kind) {
    case 'udp':
      return `UDP :${s.port ?? ''}`;
    case 'tcp':
      return `${s.host ?? ''}:${s.port ?? ''}`;
    case 'serial':
      return `${s.devicePath ?? ''} @ ${s.baudRate ?? ''}`;
    case 'mqtt':
      return `${s.url ?? ''} · ${s.topic ?? ''}${s.tls ? ' · TLS' : ''}${s.username ? ` · ${s.username}` : ''}`;
    case 'signalk-ws':
      return s.url ?? '';
    default:
      return 'POST /api/v1/conning/ingest/signalk';
  }
}

/** The live counters of a source: state, good sentences and values, bad ones by reason, last seen. */
function Counters({ source, now }: { source: ConningSource; now: number }) {
  const stats = source.stats;
  if (!source.enabled) return <Chip size="small" label="Disabled" />;
  if (!stats)
    return (
      <Typography variant="body2" color="text.secondary">
        No counters on this server instance
      </Typography>
    );
  const errors = Object.entries(stats.errors);
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}
      data-testid={`counters-${source.name}`}
    >
      <Chip
        size="small"
        color={stats.connected ? 'success' : stats.running ? 'warning' : 'default'}
        label={stats.connected ? 'Connected' : stats.running ? 'Waiting' : 'Not running'}
      />
      <Typography variant="body2" component="span">
        {stats.sentences} good · {stats.values} values
      </Typography>
      {errors.map(([reason, n]) => (
        <Chip key={reason} size="small" color="error" variant="outlined" label={`${reason}: ${n}`} />
      ))}
      <Typography variant="body2" color="text.secondary" component="span">
        {stats.lastSeenAt ? `last seen ${formatAge(stats.lastSeenAt, now)} ago` : 'nothing received yet'}
      </Typography>
      {stats.lastError && (
        <Typography variant="body2" color="error" component="span">
          {stats.lastError}
        </Typography>
      )}
    </Box>
  );
}

/**
 * `/conning-setting` (sidebar `Conning.Sensor`): a ship's sensor sources (NMEA UDP / TCP / serial,
 * Signal K WebSocket or HTTP, MQTT) with their live counters, added, changed and deleted (audited
 * on the server), what the ship's live values come from now, and the ship gateways' ingest tokens.
 */
export function ConningSettingsPage() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const ships = useQuery(myShipsQuery());
  const list = ships.data ?? [];
  const shipId = list.find((s) => s.id === search.get('ship'))?.id ?? list[0]?.id ?? '';
  const sources = useQuery(shipSourcesQuery(shipId));
  const [editing, setEditing] = useState<ConningSource | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ConningSource | null>(null);
  const remove = useMutation({
    mutationFn: (s: ConningSource) => deleteSource(s.id, s.version),
    onSuccess: (_, s) => {
      toast.success(`Source ${s.name} deleted`);
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: sourceKeys.ship(shipId) });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const now = useNow();
  const rows = sources.data?.data ?? [];
  return (
    <Box>
      <PageHeader
        title="Conning settings"
        subtitle="Where each ship's sensor data comes from, which source is primary, and how it is read"
        actions={
          <ShipSelect
            ships={list}
            value={shipId}
            onChange={(id) => setSearch({ ship: id }, { replace: true })}
          />
        }
      />
      {ships.isSuccess && list.length === 0 && <Alert severity="info">You have no ships to configure.</Alert>}
      <Paper sx={{ p: 2, mb: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            Sources
          </Typography>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!shipId}
            onClick={() => setEditing('new')}
          >
            Add source
          </Button>
        </Box>
        {sources.isError && <Alert severity="error">{errorMessage(sources.error)}</Alert>}
        {sources.isPending && shipId && <Skeleton variant="rounded" height={120} />}
        {sources.isSuccess && rows.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            No sources yet. Add the ship's NMEA multiplexer, Signal K server or MQTT broker — or create an
            ingest token below for a gateway that posts Signal K deltas.
          </Typography>
        )}
        {rows.length > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Sources">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Kind</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Reads from</TableCell>
                  <TableCell>Priority</TableCell>
                  <TableCell>Counters</TableCell>
                  <TableCell align="right">
                    <span className="visually-hidden">Actions</span>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((s) => (
                  <TableRow key={s.id} data-testid={`source-${s.name}`}>
                    <TableCell>{s.name}</TableCell>
                    <TableCell>{KIND_LABELS[s.kind]}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, wordBreak: 'break-all' }}>
                      {endpointOf(s)}
                    </TableCell>
                    <TableCell>
                      {s.priority === 1 ? 'Primary' : s.priority === 2 ? 'Secondary' : s.priority}
                      {Object.keys(s.groupPriorities).length > 0 && (
                        <Typography variant="caption" sx={{ display: 'block' }} color="text.secondary">
                          {Object.entries(s.groupPriorities)
                            .map(([g, n]) => `${g} ${n}`)
                            .join(', ')}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <Counters source={s} now={now} />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title="Edit">
                        <IconButton aria-label={`Edit ${s.name}`} onClick={() => setEditing(s)}>
                          <EditOutlinedIcon />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title="Delete">
                        <IconButton aria-label={`Delete ${s.name}`} onClick={() => setDeleting(s)}>
                          <DeleteOutlineIcon />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Paper>
      {shipId && <LiveFeedsCard shipId={shipId} />}
      {shipId && <IngestTokensCard shipId={shipId} />}
      {editing && (
        <SourceDialog
          shipId={shipId}
          source={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        type="delete"
        title="Delete source"
        message={`Delete the source ${deleting?.name ?? ''}? Its input stops at once; the values it sent stay in the history.`}
        confirmText="Delete"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
