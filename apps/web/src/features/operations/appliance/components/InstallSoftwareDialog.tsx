import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { installSoftwareSchema, type Appliance } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { ApiError } from '../../../../lib/api-error';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useInstallSoftware } from '../api/install-software';
import { InstallFields } from './ApplianceFields';

/** Records a software/firmware update installed on board; a 409 goes to `onConflict`. */
export function InstallSoftwareDialog({
  appliance,
  onClose,
  onConflict,
}: {
  appliance: Appliance;
  onClose: () => void;
  onConflict: () => void;
}) {
  const form = useFormState<Record<string, unknown>>({
    softwareName: appliance.softwareName,
    softwareVersion: '',
    installedOn: new Date().toISOString().slice(0, 10),
    installedBy: '',
    notes: '',
  });
  const install = useInstallSoftware(appliance.id);
  const save = () => {
    const body = form.validate(installSoftwareSchema, { version: appliance.version, ...form.values });
    if (!body) return;
    install.mutate(body, {
      onSuccess: (a) => {
        notifySuccess(`${a.name} now runs ${a.softwareVersion}`);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.isConflict && /changed by someone else/.test(error.message)) {
          onClose();
          onConflict();
        } else if (!form.applyServerError(error)) notifyError(error);
      },
    });
  };
  return (
    <Dialog
      dirty={form.dirty}
      open
      title={`Record installation — ${appliance.name}`}
      onClose={onClose}
      onSave={save}
      saveText="Record installation"
      loading={install.isPending}
      maxWidth="md"
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Now installed: {appliance.softwareName} {appliance.softwareVersion}
        {appliance.targetVersion ? ` (target ${appliance.targetVersion})` : ''}.
      </Typography>
      <Grid container columnSpacing={2} rowSpacing={0.5}>
        <InstallFields form={form} />
      </Grid>
    </Dialog>
  );
}
