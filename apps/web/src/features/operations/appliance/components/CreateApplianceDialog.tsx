import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { createApplianceSchema } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { myShipsQuery } from '../../../../lib/shared-queries';
import { useCreateAppliance } from '../api/create-appliance';
import { HardwareFields, InstallFields } from './ApplianceFields';

const empty = (shipId: string): Record<string, unknown> => ({
  shipId,
  type: '',
  name: '',
  maker: '',
  model: '',
  serialNumber: '',
  softwareName: '',
  softwareVersion: '',
  installedOn: new Date().toISOString().slice(0, 10),
  installedBy: '',
  notes: '',
});

/** Registers an onboard appliance with the software it runs (its first history entry). */
export function CreateApplianceDialog({
  defaultShipId,
  onClose,
}: {
  defaultShipId: string;
  onClose: () => void;
}) {
  const form = useFormState(empty(defaultShipId));
  const ships = useQuery(myShipsQuery());
  const create = useCreateAppliance();
  const save = () => {
    const body = form.validate(createApplianceSchema, form.values);
    if (!body) return;
    create.mutate(body, {
      onSuccess: (a) => {
        notifySuccess(`${a.name} registered on ${a.shipName}`);
        onClose();
      },
      onError: (error) => {
        if (!form.applyServerError(error)) notifyError(error);
      },
    });
  };
  return (
    <Dialog
      dirty={form.dirty}
      open
      title="Register appliance"
      onClose={onClose}
      onSave={save}
      saveText="Register"
      loading={create.isPending}
      maxWidth="md"
    >
      <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ pt: 1 }}>
        <Grid size={12}>
          <TextField select label="Ship" fullWidth {...form.text('shipId')}>
            {(ships.data ?? []).map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <HardwareFields form={form} />
        <InstallFields form={form} />
      </Grid>
    </Dialog>
  );
}
