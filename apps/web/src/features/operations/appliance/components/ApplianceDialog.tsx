import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { updateApplianceSchema, type Appliance } from '@keel/domain';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { Dialog } from '../../../../components/Dialog';
import { ApiError, errorMessage } from '../../../../lib/api-error';
import { useFormState } from '../../../../lib/form';
import { formatDate } from '../../../../lib/format';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useAppliance } from '../api/get-appliance';
import { useUpdateAppliance } from '../api/update-appliance';
import { HardwareFields } from './ApplianceFields';
import { InstallSoftwareDialog } from './InstallSoftwareDialog';
import { StandingChip } from './StandingChip';
import { VersionHistory } from './VersionHistory';

const FIELDS = ['type', 'name', 'maker', 'model', 'serialNumber', 'notes'] as const;
const valuesOf = (a: Appliance): Record<string, unknown> => Object.fromEntries(FIELDS.map((f) => [f, a[f]]));
const isConflict = (e: unknown) =>
  e instanceof ApiError && e.isConflict && /changed by someone else/.test(e.message);

function Editor({
  appliance,
  onClose,
  onConflict,
}: {
  appliance: Appliance;
  onClose: () => void;
  onConflict: () => void;
}) {
  const form = useFormState(valuesOf(appliance));
  const update = useUpdateAppliance(appliance.id);
  const [installing, setInstalling] = useState(false);
  const [toggling, setToggling] = useState(false);
  const removed = appliance.status === 'removed';
  const fail = (error: unknown) => {
    if (isConflict(error)) onConflict();
    else if (!form.applyServerError(error)) notifyError(error);
  };
  const save = () => {
    const changed = Object.fromEntries(
      FIELDS.filter((f) => form.values[f] !== appliance[f]).map((f) => [f, form.values[f]]),
    );
    const body = form.validate(updateApplianceSchema, { version: appliance.version, ...changed });
    if (!body) return;
    update.mutate(body, {
      onSuccess: () => {
        notifySuccess('Appliance saved');
        onClose();
      },
      onError: fail,
    });
  };
  return (
    <Dialog
      dirty={form.dirty}
      open
      title={
        <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {appliance.name} · {appliance.shipName}
          {removed && <Chip size="small" label="Removed" />}
        </Box>
      }
      onClose={onClose}
      onSave={save}
      loading={update.isPending}
      maxWidth="md"
      extraActions={
        <>
          {!removed && (
            <Button variant="outlined" onClick={() => setInstalling(true)}>
              Record installation
            </Button>
          )}
          <Button color={removed ? 'primary' : 'error'} onClick={() => setToggling(true)}>
            {removed ? 'Reinstate' : 'Remove'}
          </Button>
        </>
      }
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Box>
          <Typography variant="caption" color="text.secondary">
            Installed software
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {appliance.softwareName}{' '}
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {appliance.softwareVersion}
            </Box>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            since {formatDate(appliance.installedOn)}
          </Typography>
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary">
            Target
          </Typography>
          <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
            {appliance.targetVersion ?? '—'}
          </Typography>
        </Box>
        <StandingChip standing={appliance.standing} />
      </Box>
      <Grid container columnSpacing={2} rowSpacing={0.5}>
        <HardwareFields form={form} />
        <Grid size={12}>
          <TextField label="Notes" fullWidth multiline minRows={2} {...form.text('notes')} />
        </Grid>
      </Grid>
      <Divider sx={{ my: 2 }} />
      <VersionHistory applianceId={appliance.id} />
      {installing && (
        <InstallSoftwareDialog
          appliance={appliance}
          onClose={() => setInstalling(false)}
          onConflict={onConflict}
        />
      )}
      <ConfirmDialog
        open={toggling}
        type={removed ? 'confirm' : 'warning'}
        title={removed ? 'Reinstate appliance' : 'Remove appliance'}
        message={
          removed
            ? `Put ${appliance.name} back in service on ${appliance.shipName}?`
            : `Mark ${appliance.name} as removed from ${appliance.shipName}? It stays in the register with its history.`
        }
        confirmText={removed ? 'Reinstate' : 'Remove'}
        cancelText="Cancel"
        loading={update.isPending}
        onCancel={() => setToggling(false)}
        onConfirm={() =>
          update.mutate(
            { version: appliance.version, status: removed ? 'in_service' : 'removed' },
            {
              onSuccess: (a) =>
                notifySuccess(`${a.name} ${a.status === 'removed' ? 'removed' : 'reinstated'}`),
              onError: fail,
              onSettled: () => setToggling(false),
            },
          )
        }
      />
    </Dialog>
  );
}

/** One appliance of the register (`/version?open=<id>`): facts, installations and history. */
export function ApplianceDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const appliance = useAppliance(id);
  const [conflict, setConflict] = useState(false);
  if (appliance.isPending || appliance.isError)
    return (
      <Dialog open title="Appliance" onClose={onClose} onCancel={false}>
        {appliance.isPending ? (
          <Skeleton variant="rounded" height={240} aria-label="Loading appliance" />
        ) : (
          <Alert severity="error">
            {appliance.error instanceof ApiError && appliance.error.status === 404
              ? 'This appliance does not exist.'
              : errorMessage(appliance.error)}
          </Alert>
        )}
      </Dialog>
    );
  return (
    <>
      {conflict && (
        <Dialog open title="Changed by someone else" onClose={() => setConflict(false)} onCancel={false}>
          <ConflictAlert
            what="appliance"
            onReload={() => void appliance.refetch().then(() => setConflict(false))}
            reloading={appliance.isFetching}
          />
        </Dialog>
      )}
      <Editor
        key={`${appliance.data.id}:${appliance.data.version}`}
        appliance={appliance.data}
        onClose={onClose}
        onConflict={() => setConflict(true)}
      />
    </>
  );
}
