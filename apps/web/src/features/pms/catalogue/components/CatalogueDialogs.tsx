import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { applyCatalogueSchema, createCatalogueSchema, type Catalogue } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { LoadingWheel } from '../../../../components/LoadingWheel';
import { errorMessage } from '../../../../lib/api-error';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { myShipsQuery } from '../../../../lib/shared-queries';
import { useApplyCatalogue } from '../api/apply-catalogue';
import { useCreateCatalogue } from '../api/create-catalogue';
import { usePushCatalogue, usePushPreview } from '../api/push-catalogue';

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

/** Shows what pushing the templates would change on each ship first, then pushes to the ticked ships. */
export function PushCatalogueDialog({
  open,
  onClose,
  catalogue,
}: {
  open: boolean;
  onClose: () => void;
  catalogue: Catalogue;
}) {
  const preview = usePushPreview(open ? catalogue.id : null);
  const push = usePushCatalogue();
  // Null until the user ticks or unticks: every ship with changes is ticked.
  const [choice, setPicked] = useState<string[] | null>(null);
  const picked = choice ?? preview.data?.filter((s) => s.changes.length > 0).map((s) => s.shipId) ?? [];
  const close = () => {
    setPicked(null);
    onClose();
  };
  const submit = () =>
    push.mutate(
      { id: catalogue.id, shipIds: picked },
      {
        onSuccess: () => (notifySuccess('Template changes pushed'), close()),
        onError: (e) => notifyError(e),
      },
    );
  return (
    <Dialog
      open={open}
      title={`Push ${catalogue.name} to ships`}
      onClose={close}
      onSave={submit}
      saveText="Push"
      saveDisabled={picked.length === 0}
      loading={push.isPending}
      maxWidth="md"
    >
      {preview.isPending ? (
        <LoadingWheel />
      ) : preview.isError ? (
        <Alert severity="error">{errorMessage(preview.error)}</Alert>
      ) : preview.data.length === 0 ? (
        <Typography color="text.secondary">No ship uses this catalogue yet: apply it first.</Typography>
      ) : (
        preview.data.map((ship) => (
          <Box key={ship.shipId} component="section" aria-label={ship.shipName} sx={{ mb: 2 }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={picked.includes(ship.shipId)}
                  disabled={ship.changes.length === 0}
                  onChange={(e) =>
                    setPicked(
                      e.target.checked ? [...picked, ship.shipId] : picked.filter((x) => x !== ship.shipId),
                    )
                  }
                />
              }
              label={`${ship.shipName}: ${ship.changes.length === 0 ? 'up to date' : `${ship.changes.length} change${ship.changes.length === 1 ? '' : 's'}`}`}
            />
            <List dense disablePadding sx={{ pl: 4 }}>
              {ship.changes.map((c) => (
                <ListItem key={c.templateId} disableGutters>
                  <ListItemText
                    primary={
                      c.record === 'job'
                        ? `${c.kind === 'add' ? 'Add job' : 'Update job'} “${c.name}” on ${c.code}`
                        : `${c.kind === 'add' ? 'Add' : 'Update'} ${c.code} ${c.name}`
                    }
                    secondary={
                      c.fields.map((f) => `${f.field}: ${f.from ?? '—'} → ${f.to ?? '—'}`).join(' · ') ||
                      undefined
                    }
                  />
                </ListItem>
              ))}
            </List>
          </Box>
        ))
      )}
    </Dialog>
  );
}
