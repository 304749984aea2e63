import { useQuery } from '@tanstack/react-query';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { applyCatalogueSchema, createCatalogueSchema, type Catalogue } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { myShipsQuery } from '../../../../lib/shared-queries';
import { useApplyCatalogue } from '../api/apply-catalogue';
import { useCreateCatalogue } from '../api/create-catalogue';

/** A new, empty catalogue for a ship family. */
export function NewCatalogueDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const form = useFormState({ name: '', family: '', description: '' });
  const create = useCreateCatalogue();
  const submit = () => {
    const body = form.validate(createCatalogueSchema, form.values);
    if (body)
      create.mutate(body, {
        onSuccess: (c) => {
          notifySuccess('Catalogue created');
          onCreated(c.id);
          onClose();
        },
        onError: (e) => form.applyServerError(e) || notifyError(e),
      });
  };
  return (
    <Dialog
      open={open}
      title="New catalogue"
      onClose={onClose}
      onSave={submit}
      loading={create.isPending}
      dirty={form.dirty}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <TextField label="Name" required {...form.text('name')} />
        <TextField label="Ship family" required {...form.text('family')} />
        <TextField label="Description" multiline minRows={2} {...form.text('description')} />
      </Stack>
    </Dialog>
  );
}

/** Applies the catalogue (or the selected branch) to a ship: a copy; what the ship has already is skipped. */
export function ApplyCatalogueDialog({
  open,
  onClose,
  catalogue,
  branch,
}: {
  open: boolean;
  onClose: () => void;
  catalogue: Catalogue;
  branch: { id: string; label: string } | null;
}) {
  const ships = useQuery(myShipsQuery());
  const form = useFormState({ shipId: '', whole: true });
  const apply = useApplyCatalogue();
  const submit = () => {
    const body = form.validate(applyCatalogueSchema, {
      shipId: form.values.shipId,
      componentId: form.values.whole || !branch ? null : branch.id,
    });
    if (body)
      apply.mutate(
        { id: catalogue.id, body },
        {
          onSuccess: (r) => {
            notifySuccess(
              `${r.created} component${r.created === 1 ? '' : 's'} copied to the ship${r.skipped ? `, ${r.skipped} already there` : ''}`,
            );
            onClose();
          },
          onError: (e) => form.applyServerError(e) || notifyError(e),
        },
      );
  };
  const family = ships.data?.filter((s) => s.family === catalogue.family) ?? [];
  const others = ships.data?.filter((s) => s.family !== catalogue.family) ?? [];
  return (
    <Dialog
      open={open}
      title={`Apply ${catalogue.name}`}
      onClose={onClose}
      onSave={submit}
      saveText="Apply"
      loading={apply.isPending}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <TextField select label="Ship" required {...form.text('shipId')}>
          {[...family, ...others].map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
              {s.family !== catalogue.family ? ` (${s.family ?? 'no family'})` : ''}
            </MenuItem>
          ))}
        </TextField>
        {branch && (
          <FormControlLabel
            control={
              <Checkbox
                checked={!form.values.whole}
                onChange={(e) => form.setField('whole', !e.target.checked)}
              />
            }
            label={`Only the branch ${branch.label}`}
          />
        )}
      </Stack>
    </Dialog>
  );
}
