import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';

/** A titled group of checkboxes with a select-all box (indeterminate when partly chosen). */
export function CheckboxGroup({
  title,
  selectAllLabel,
  items,
  selected,
  onChange,
  columns = 2,
}: {
  title: string;
  /** Accessible name of the select-all box. */
  selectAllLabel: string;
  items: { value: string; label: string; description?: string }[];
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** Columns of checkboxes: one number, or per breakpoint. */
  columns?: number | { xs?: number; sm?: number; md?: number };
}) {
  const cols = typeof columns === 'number' ? { xs: 1, sm: columns } : columns;
  const template = Object.fromEntries(
    Object.entries(cols).map(([bp, n]) => [bp, `repeat(${n}, minmax(0, 1fr))`]),
  );
  const chosen = items.filter((i) => selected.has(i.value)).length;
  const toggleAll = () => {
    const next = new Set(selected);
    for (const i of items)
      if (chosen === items.length) next.delete(i.value);
      else next.add(i.value);
    onChange(next);
  };
  const toggle = (value: string) => {
    const next = new Set(selected);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    onChange(next);
  };
  return (
    <Box
      component="fieldset"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: '12px',
        m: 0,
        px: 2,
        pt: 0.5,
        pb: 1.5,
        bgcolor: 'background.default',
      }}
    >
      <Box component="legend" sx={{ px: 0.5 }}>
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={chosen === items.length}
              indeterminate={chosen > 0 && chosen < items.length}
              onChange={toggleAll}
              slotProps={{ input: { 'aria-label': selectAllLabel } }}
            />
          }
          label={
            <Typography sx={{ fontWeight: 600 }}>
              {title}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {chosen}/{items.length}
              </Typography>
            </Typography>
          }
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: template, columnGap: 2 }}>
        {items.map((item) => (
          <FormControlLabel
            key={item.value}
            sx={{ alignItems: item.description ? 'flex-start' : 'center', mr: 0, py: 0.25 }}
            control={
              <Checkbox
                size="small"
                checked={selected.has(item.value)}
                onChange={() => toggle(item.value)}
                sx={{ py: item.description ? 0.5 : undefined }}
              />
            }
            label={
              <Box sx={{ pt: item.description ? 0.6 : 0 }}>
                <Typography
                  variant="body2"
                  sx={{
                    fontWeight: item.description ? 500 : 400,
                    fontFamily: item.description ? 'ui-monospace, monospace' : undefined,
                    fontSize: item.description ? '0.78rem' : undefined,
                  }}
                >
                  {item.label}
                </Typography>
                {item.description && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block', lineHeight: 1.35 }}
                  >
                    {item.description}
                  </Typography>
                )}
              </Box>
            }
          />
        ))}
      </Box>
    </Box>
  );
}
