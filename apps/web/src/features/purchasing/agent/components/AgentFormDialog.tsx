import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import {
  PARTY_LIMITS,
  createAgentSchema,
  isCountryCode,
  normalizeLocode,
  updateAgentSchema,
  type Agent,
} from '@keel/domain';
import { CountryField } from '../../../../components/CountryField';
import { Dialog } from '../../../../components/Dialog';
import { ApiError } from '../../../../lib/api-error';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useCreateAgent } from '../api/create-agent';
import { useUpdateAgent } from '../api/update-agent';
import { agentFormValues, agentInput, type AgentFormValues } from './agent-form';

/**
 * Creates a port agent, or edits one (with the version read; a 409 goes to `onConflict`). The country
 * follows the port's LOCODE until the user picks one.
 */
export function AgentFormDialog({
  open,
  agent,
  onClose,
  onSaved,
  onConflict,
}: {
  open: boolean;
  agent: Agent | null;
  onClose: () => void;
  onSaved?: (agent: Agent) => void;
  onConflict?: () => void;
}) {
  const form = useFormState<AgentFormValues>(agentFormValues(agent));
  const create = useCreateAgent();
  const update = useUpdateAgent(agent?.id ?? '');
  const close = () => {
    form.reset(agentFormValues(agent));
    onClose();
  };
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.isConflict && agent && onConflict) {
      close();
      onConflict();
    } else if (!form.applyServerError(error)) notifyError(error);
  };
  const done = (saved: Agent) => {
    notifySuccess(agent ? 'Agent saved' : `${saved.name} was created`);
    close();
    onSaved?.(saved);
  };
  const save = () => {
    const input = agentInput(form.values);
    if (agent) {
      const body = form.validate(updateAgentSchema, { version: agent.version, ...input });
      if (body) update.mutate(body, { onSuccess: done, onError });
    } else {
      const body = form.validate(createAgentSchema, input);
      if (body) create.mutate(body, { onSuccess: done, onError });
    }
  };
  const setLocode = (text: string) => {
    const locode = text.toUpperCase();
    form.setField('portLocode', locode);
    const country = normalizeLocode(locode).slice(0, 2);
    if (!form.values.country && isCountryCode(country)) form.setField('country', country);
  };
  const { values, errors } = form;
  const addressError = errors.addressLines ?? errors['addressLines.0'];
  return (
    <Dialog
      dirty={form.dirty}
      open={open}
      title={agent ? `Edit ${agent.name}` : 'New port agent'}
      onClose={close}
      onSave={save}
      saveText={agent ? 'Save' : 'Create agent'}
      loading={create.isPending || update.isPending}
      maxWidth="md"
    >
      <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ pt: 1 }}>
        <Grid size={12}>
          <TextField
            label="Name"
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { maxLength: PARTY_LIMITS.name } }}
            {...form.text('name')}
          />
        </Grid>
        <Grid size={{ xs: 5, sm: 3 }}>
          <TextField
            label="Port LOCODE"
            fullWidth
            placeholder="NLRTM"
            {...form.text('portLocode')}
            onChange={(e) => setLocode(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 6 } }}
          />
        </Grid>
        <Grid size={{ xs: 7, sm: 9 }}>
          <TextField label="Port name" fullWidth placeholder="Rotterdam" {...form.text('portName')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 7 }}>
          <TextField label="E-mail" type="email" fullWidth {...form.text('email')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <TextField label="Phone" fullWidth {...form.text('phone')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Address"
            fullWidth
            multiline
            minRows={2}
            {...form.text('address')}
            error={Boolean(addressError)}
            helperText={addressError ?? 'Up to 3 lines'}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Grid container columnSpacing={2}>
            <Grid size={8}>
              <TextField label="City" fullWidth {...form.text('city')} />
            </Grid>
            <Grid size={4}>
              <TextField label="Postal code" fullWidth {...form.text('postalCode')} />
            </Grid>
            <Grid size={12}>
              <CountryField
                value={values.country}
                onChange={(code) => form.setField('country', code)}
                error={Boolean(errors.country)}
                helperText={errors.country ?? ' '}
              />
            </Grid>
          </Grid>
        </Grid>
        <Grid size={12}>
          <TextField
            label="Notes"
            fullWidth
            multiline
            minRows={2}
            maxRows={8}
            placeholder="Opening hours, warehouse, delivery instructions…"
            {...form.text('notes')}
          />
        </Grid>
      </Grid>
    </Dialog>
  );
}
