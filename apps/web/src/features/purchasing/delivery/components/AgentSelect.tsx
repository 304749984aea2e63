import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useDeliveryAgents } from '../api/list-agents';

/** Picks an active port agent (empty: none). */
export function AgentSelect({
  value,
  onChange,
  error,
  label = 'Agent',
}: {
  value: string;
  onChange: (id: string) => void;
  error?: string;
  label?: string;
}) {
  const agents = useDeliveryAgents();
  return (
    <TextField
      select
      fullWidth
      label={label}
      name="agentId"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? (agents.isError ? 'The agents list is not available to you' : ' ')}
    >
      <MenuItem value="">No agent</MenuItem>
      {(agents.data ?? []).map((a) => (
        <MenuItem key={a.id} value={a.id}>
          {a.name} · {a.portName}
        </MenuItem>
      ))}
    </TextField>
  );
}
