import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { MAX_PORTS, type PortRefInput } from '@keel/domain';
import type { FieldErrors } from '../../../../lib/form';

/**
 * The ports a vendor serves: one row per port (UN/LOCODE and name), add and remove. Errors of
 * `ports.<i>.<field>` show under the field of that row.
 */
export function PortsEditor({
  ports,
  onChange,
  errors,
}: {
  ports: PortRefInput[];
  onChange: (ports: PortRefInput[]) => void;
  errors: FieldErrors;
}) {
  const set = (index: number, patch: Partial<PortRefInput>) =>
    onChange(ports.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Ports served
      </Typography>
      {ports.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          No ports yet: add the ports the vendor delivers in.
        </Typography>
      )}
      {ports.map((port, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label="LOCODE"
            size="small"
            value={port.locode}
            onChange={(e) => set(index, { locode: e.target.value.toUpperCase() })}
            error={Boolean(errors[`ports.${index}.locode`])}
            helperText={errors[`ports.${index}.locode`] ?? ' '}
            slotProps={{ htmlInput: { maxLength: 6, 'aria-label': `Port ${index + 1} LOCODE` } }}
            sx={{ width: 130, flexShrink: 0 }}
            placeholder="NLRTM"
          />
          <TextField
            label="Port name"
            size="small"
            value={port.portName}
            onChange={(e) => set(index, { portName: e.target.value })}
            error={Boolean(errors[`ports.${index}.portName`])}
            helperText={errors[`ports.${index}.portName`] ?? ' '}
            slotProps={{ htmlInput: { 'aria-label': `Port ${index + 1} name` } }}
            sx={{ flex: 1, minWidth: 0 }}
            placeholder="Rotterdam"
          />
          <Tooltip title="Remove port">
            <IconButton
              aria-label={`Remove port ${index + 1}`}
              onClick={() => onChange(ports.filter((_, i) => i !== index))}
              sx={{ mt: 0.5 }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ))}
      <Button
        size="small"
        startIcon={<AddIcon />}
        disabled={ports.length >= MAX_PORTS}
        onClick={() => onChange([...ports, { locode: '', portName: '' }])}
      >
        Add port
      </Button>
      {errors.ports && (
        <Typography variant="caption" color="error" component="p">
          {errors.ports}
        </Typography>
      )}
    </Box>
  );
}
