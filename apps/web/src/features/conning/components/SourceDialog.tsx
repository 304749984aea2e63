import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { CONNING_GROUPS, CONNING_SOURCE_KINDS, SERIAL_BAUD_RATES, type ConningSource } from '@keel/domain';
import { Dialog } from '../../../components/Dialog';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { createSource, sourceKeys, updateSource } from '../api/sources';
import {
  GROUP_LABELS,
  KIND_LABELS,
  emptySourceForm,
  formOf,
  usesField,
  validateCreate,
  validateUpdate,
  type SourceForm,
} from '../source-form';
import { MappingEditor } from './MappingEditor';

/**
 * Adds or edits a source of a ship: its kind and connection (UDP port, TCP host:port, serial path
 * and baud rate of spec §3, Signal K URL, MQTT broker, topic, login and TLS), its priority per
 * group, per-path timeouts, XDR names and path mapping. Checked with the domain's schema before
 * sending; the server's field messages show under their fields.
 */
export function SourceDialog({
  shipId,
  source,
  onClose,
}: {
  shipId: string;
  /** The source to edit, or null to add one. */
  source: ConningSource | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<SourceForm>(() => (source ? formOf(source) : emptySourceForm()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  const set = (patch: Partial<SourceForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setDirty(true);
  };
  const save = useMutation({
    mutationFn: () => {
      const checked = source ? validateUpdate(form, source.version) : validateCreate(form, shipId);
      setErrors(checked.errors);
      if (!checked.body) throw new ApiError(400, 'Please correct the marked fields');
      return source ? updateSource(source.id, checked.body as never) : createSource(checked.body as never);
    },
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: sourceKeys.ship(shipId) });
      toast.success(source ? `Source ${saved.name} saved` : `Source ${saved.name} added`);
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.details?.length)
        setErrors((e) => ({
          ...e,
          ...Object.fromEntries(error.details!.map((d) => [d.field.split('.')[0]!, d.message])),
        }));
    },
  });
  const uses = (f: keyof SourceForm) => usesField(form.kind, f);
  const field = (name: keyof SourceForm & string, label: string, extra: object = {}) => (
    <TextField
      size="small"
      label={label}
      value={form[name] as string}
      onChange={(e) => set({ [name]: e.target.value } as Partial<SourceForm>)}
      error={!!errors[name]}
      helperText={errors[name]}
      {...extra}
    />
  );
  return (
    <Dialog
      open
      title={source ? `Edit source ${source.name}` : 'Add a source'}
      onClose={onClose}
      onSave={() => save.mutate()}
      saveText={source ? 'Save' : 'Add source'}
      loading={save.isPending}
      dirty={dirty}
      maxWidth="md"
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
          pt: 1,
        }}
      >
        {field('name', 'Name', { required: true, autoFocus: true })}
        <TextField
          select
          size="small"
          label="Kind"
          value={form.kind}
          onChange={(e) => set({ kind: e.target.value as SourceForm['kind'] })}
        >
          {CONNING_SOURCE_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {KIND_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
        {uses('host') && field('host', 'Host', { placeholder: '192.168.1.20' })}
        {uses('port') &&
          field('port', form.kind === 'udp' ? 'UDP port (listen)' : 'Port', { type: 'number' })}
        {uses('devicePath') && field('devicePath', 'Serial device', { placeholder: '/dev/ttyUSB0' })}
        {uses('baudRate') && (
          <TextField
            select
            size="small"
            label="Baud rate"
            value={form.baudRate}
            onChange={(e) => set({ baudRate: e.target.value })}
            error={!!errors.baudRate}
            helperText={errors.baudRate}
          >
            {SERIAL_BAUD_RATES.map((b) => (
              <MenuItem key={b} value={String(b)}>
                {b}
              </MenuItem>
            ))}
          </TextField>
        )}
        {uses('url') &&
          field('url', form.kind === 'mqtt' ? 'Broker URL' : 'Signal K stream URL', {
            placeholder:
              form.kind === 'mqtt' ? 'mqtt://broker:1883' : 'ws://ship:3000/signalk/v1/stream?subscribe=self',
          })}
        {uses('topic') && field('topic', 'Topic', { placeholder: 'ships/aurora/#' })}
        {uses('username') && field('username', 'Username', { autoComplete: 'off' })}
        {uses('password') && (
          <TextField
            size="small"
            type="password"
            label="Password"
            autoComplete="new-password"
            value={form.password}
            disabled={form.clearPassword}
            onChange={(e) => set({ password: e.target.value })}
            error={!!errors.password}
            helperText={
              errors.password ??
              (source?.hasPassword
                ? 'A password is stored; leave empty to keep it'
                : 'Never shown again once saved')
            }
          />
        )}
        <TextField
          select
          size="small"
          label="Priority"
          value={form.priority}
          onChange={(e) => set({ priority: e.target.value })}
          helperText="1 = primary, 2 = secondary … for every group unless set below"
        >
          {[1, 2, 3, 4, 5].map((n) => (
            <MenuItem key={n} value={String(n)}>
              {n === 1 ? '1 · primary' : n === 2 ? '2 · secondary' : String(n)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1 }}>
        <FormControlLabel
          control={<Switch checked={form.enabled} onChange={(e) => set({ enabled: e.target.checked })} />}
          label="Enabled"
        />
        {uses('tls') && (
          <FormControlLabel
            control={<Switch checked={form.tls} onChange={(e) => set({ tls: e.target.checked })} />}
            label="TLS"
          />
        )}
        {uses('tls') && (form.tls || form.url.startsWith('mqtts') || form.url.startsWith('wss')) && (
          <FormControlLabel
            control={
              <Checkbox
                checked={!form.tlsRejectUnauthorized}
                onChange={(e) => set({ tlsRejectUnauthorized: !e.target.checked })}
              />
            }
            label="Accept an unverified certificate (test brokers only)"
          />
        )}
        {uses('password') && source?.hasPassword && (
          <FormControlLabel
            control={
              <Checkbox
                checked={form.clearPassword}
                onChange={(e) => set({ clearPassword: e.target.checked, password: '' })}
              />
            }
            label="Remove the stored password"
          />
        )}
      </Box>
      {uses('tlsCa') && (
        <TextField
          size="small"
          label="CA certificate (PEM, optional)"
          multiline
          minRows={2}
          fullWidth
          value={form.tlsCa}
          onChange={(e) => set({ tlsCa: e.target.value })}
          error={!!errors.tlsCa}
          helperText={errors.tlsCa}
          sx={{ mt: 1 }}
        />
      )}
      {errors.form && (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          {errors.form}
        </Typography>
      )}
      <Typography variant="subtitle2" sx={{ mt: 3 }}>
        Primary and secondary per group
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          mt: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))',
        }}
      >
        {CONNING_GROUPS.map((g) => (
          <TextField
            key={g}
            select
            size="small"
            label={GROUP_LABELS[g]}
            value={form.groupPriorities[g] ?? ''}
            onChange={(e) => set({ groupPriorities: { ...form.groupPriorities, [g]: e.target.value } })}
          >
            <MenuItem value="">As the source ({form.priority})</MenuItem>
            <MenuItem value="1">1 · primary</MenuItem>
            <MenuItem value="2">2 · secondary</MenuItem>
            <MenuItem value="3">3</MenuItem>
          </TextField>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 3, mt: 3 }}>
        <MappingEditor
          title="Timeouts per path"
          help="Seconds after which a value of this source is stale (default: 5 × its observed interval)."
          keyLabel="Path"
          valueLabel="Seconds"
          numeric
          rows={form.timeouts}
          onChange={(rows) => set({ timeouts: rows })}
          error={errors.timeouts}
        />
        {form.kind !== 'signalk-ws' && form.kind !== 'signalk-http' && (
          <MappingEditor
            title="XDR transducer names"
            help="Names this installation's XDR sentences use, and the path each value goes to (e.g. ENGTEMP → propulsion.main.temperature)."
            keyLabel="Transducer"
            valueLabel="Path"
            rows={form.xdrMapping}
            onChange={(rows) => set({ xdrMapping: rows })}
            error={errors.xdrMapping}
          />
        )}
        <MappingEditor
          title="Path mapping"
          help="Renames incoming paths before they are stored (e.g. propulsion.engine_1.revolutions → propulsion.main.revolutions)."
          keyLabel="Incoming path"
          valueLabel="Stored path"
          rows={form.pathMapping}
          onChange={(rows) => set({ pathMapping: rows })}
          error={errors.pathMapping}
        />
      </Box>
      {save.isError &&
        !(save.error instanceof ApiError && save.error.status === 400 && Object.keys(errors).length) && (
          <Typography color="error" role="alert" sx={{ mt: 2 }}>
            {errorMessage(save.error)}
          </Typography>
        )}
    </Dialog>
  );
}
