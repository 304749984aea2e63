import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { AuditEntry } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { formatDateTime } from '../../../../lib/format';

function fields(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function show(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** One audit entry: the record's fields before and after, changed ones marked. */
export function AuditDetailDialog({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const before = fields(entry?.before);
  const after = fields(entry?.after);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return (
    <Dialog
      open={Boolean(entry)}
      title={
        entry
          ? `${entry.action.charAt(0).toUpperCase()}${entry.action.slice(1)} ${entry.entity.replaceAll('_', ' ')}`
          : ''
      }
      onClose={onClose}
      onCancel={onClose}
      cancelText="Close"
      maxWidth="md"
    >
      {entry && (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {formatDateTime(entry.at)} by {entry.actorName ?? 'System'}
            {entry.entityId ? ` · record ${entry.entityId}` : ''}
          </Typography>
          {keys.length === 0 ? (
            <Typography color="text.secondary">No field values were recorded.</Typography>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Changed fields">
                <TableHead>
                  <TableRow>
                    <TableCell>Field</TableCell>
                    <TableCell>Before</TableCell>
                    <TableCell>After</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {keys.map((k) => {
                    const changed = show(before[k]) !== show(after[k]);
                    return (
                      <TableRow
                        key={k}
                        sx={(t) => (changed ? { bgcolor: alpha(t.palette.warning.main, 0.08) } : {})}
                      >
                        <TableCell sx={{ fontWeight: changed ? 600 : 400 }}>{k}</TableCell>
                        {[before[k], after[k]].map((v, i) => (
                          <TableCell
                            key={i}
                            sx={{
                              fontFamily: 'ui-monospace, monospace',
                              fontSize: '0.75rem',
                              wordBreak: 'break-word',
                              maxWidth: 320,
                            }}
                          >
                            {show(v)}
                          </TableCell>
                        ))}
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </Box>
          )}
        </>
      )}
    </Dialog>
  );
}
