import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { entityTitleLabel, fieldLabel, formatActivityValue, humanize, type AuditEntry } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { formatDateTime } from '../../../../lib/format';

function fields(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A value for people: dates YYYY/MM/DD, states in words, yes/no; lists and objects as JSON. */
function show(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || value === '') return '—';
  if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
    return value.length === 0 ? '—' : value.join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'string' && UUID.test(value)) return value;
  return formatActivityValue(value) ?? '—';
}

/**
 * The fields of an entry in words: an id beside its name (`shipId` beside `shipName`) is left out, as
 * the name tells it; every other field is labelled ("Required by", never `requiredBy`).
 */
function rowsOf(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const has = (k: string) => k in before || k in after;
  return keys
    .filter((k) => {
      // A comment's or file's record is named by its title.
      if ((k === 'recordId' || k === 'recordEntity') && has('recordTitle')) return false;
      const stem = k.replace(/(Id|Code)$/, '');
      return stem === k || !has(`${stem}Name`);
    })
    .map((k) => ({ key: k, label: fieldLabel(k) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** One audit entry: the record's fields before and after, in words, changed ones marked. */
export function AuditDetailDialog({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const before = fields(entry?.before);
  const after = fields(entry?.after);
  const rows = rowsOf(before, after);
  return (
    <Dialog
      open={Boolean(entry)}
      title={entry ? `${humanize(entry.action)}: ${entry.recordTitle ?? entityTitleLabel(entry.entity)}` : ''}
      onClose={onClose}
      onCancel={onClose}
      cancelText="Close"
      maxWidth="md"
    >
      {entry && (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {formatDateTime(entry.at)} by {entry.actorName ?? 'System'}
          </Typography>
          {rows.length === 0 ? (
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
                  {rows.map(({ key, label }) => {
                    const changed = show(before[key]) !== show(after[key]);
                    return (
                      <TableRow
                        key={key}
                        sx={(t) => (changed ? { bgcolor: alpha(t.palette.warning.main, 0.08) } : {})}
                      >
                        <TableCell sx={{ fontWeight: changed ? 600 : 400 }}>{label}</TableCell>
                        {[before[key], after[key]].map((v, i) => (
                          <TableCell
                            key={i}
                            sx={{ fontSize: '0.8125rem', wordBreak: 'break-word', maxWidth: 320 }}
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
