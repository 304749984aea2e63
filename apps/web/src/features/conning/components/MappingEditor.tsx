import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';

/** One row of a mapping being edited (kept as text until saved). */
export interface MappingRow {
  key: string;
  value: string;
}

/** Rows of a `{ key: value }` record, sorted by key. */
export const rowsOf = (record: Record<string, string | number>): MappingRow[] =>
  Object.entries(record)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => ({ key, value: String(value) }));

/**
 * Edits a small `{ key: value }` mapping as rows: XDR transducer names → paths, incoming → stored
 * paths, or path → timeout seconds. `error` shows the server's or the schema's message under it.
 */
export function MappingEditor({
  title,
  help,
  keyLabel,
  valueLabel,
  rows,
  onChange,
  error,
  numeric = false,
}: {
  title: string;
  help: string;
  keyLabel: string;
  valueLabel: string;
  rows: MappingRow[];
  onChange: (rows: MappingRow[]) => void;
  error?: string | undefined;
  numeric?: boolean;
}) {
  const set = (i: number, patch: Partial<MappingRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" variant="subtitle2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {help}
      </Typography>
      {rows.map((row, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            size="small"
            label={keyLabel}
            value={row.key}
            onChange={(e) => set(i, { key: e.target.value })}
            sx={{ flex: 1 }}
          />
          <TextField
            size="small"
            label={valueLabel}
            value={row.value}
            type={numeric ? 'number' : 'text'}
            onChange={(e) => set(i, { value: e.target.value })}
            sx={{ flex: numeric ? '0 0 120px' : 1 }}
          />
          <IconButton
            aria-label={`Remove ${row.key || 'row'}`}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Box>
      ))}
      {error && (
        <Typography variant="body2" color="error" role="alert">
          {error}
        </Typography>
      )}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => onChange([...rows, { key: '', value: '' }])}
        >
          Add {keyLabel.toLowerCase()}
        </Button>
      </Box>
    </Box>
  );
}
