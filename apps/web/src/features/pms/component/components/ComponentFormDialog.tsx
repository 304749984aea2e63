import { useEffect } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  createComponentSchema,
  updateComponentSchema,
  type Component,
  type ComponentTreeItem,
} from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useFormState } from '../../../../lib/form';
import { useSaveComponent } from '../api/save-component';
import type { TreeScope } from '../api/pms-keys';

const EMPTY = {
  kind: 'component',
  code: '',
  name: '',
  critical: false,
  maker: '',
  model: '',
  serial: '',
  notes: '',
};

/**
 * Create (under `parent`, or at the top) or edit a component or category (spec §4 "Dialog state").
 * Validated with the domain schema the server uses; a 400 shows under its field.
 */
export function ComponentFormDialog({
  open,
  onClose,
  scope,
  parent,
  editing,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  scope: TreeScope;
  parent: ComponentTreeItem | null;
  editing: Component | null;
  onSaved: (c: Component) => void;
}) {
  const form = useFormState<typeof EMPTY>(EMPTY);
  const save = useSaveComponent();
  const { reset } = form;
  useEffect(() => {
    if (!open) return;
    reset(
      editing
        ? {
            kind: editing.kind,
            code: editing.code,
            name: editing.name,
            critical: editing.critical,
            maker: editing.maker ?? '',
            model: editing.model ?? '',
            serial: editing.serial ?? '',
            notes: editing.notes,
          }
        : { ...EMPTY, code: parent ? `${parent.code}.` : '' },
    );
  }, [open, editing, parent, reset]);

  const submit = () => {
    const input = editing
      ? form.validate(updateComponentSchema, { ...form.values, version: editing.version })
      : form.validate(createComponentSchema, {
          ...form.values,
          parentId: parent?.id ?? null,
          ...(scope.kind === 'ship' ? { shipId: scope.id } : { catalogueId: scope.id }),
        });
    if (!input) return;
    save.mutate(editing ? { id: editing.id, body: input as never } : { id: null, body: input as never }, {
      onSuccess: (saved) => {
        notifySuccess(editing ? 'Component saved' : 'Component created');
        onSaved(saved);
        onClose();
      },
      onError: (error) => {
        if (!form.applyServerError(error)) notifyError(error);
      },
    });
  };

  return (
    <Dialog
      open={open}
      title={
        editing
          ? `Edit ${editing.code} ${editing.name}`
          : parent
            ? `Add under ${parent.code} ${parent.name}`
            : 'Add at the top level'
      }
      onClose={onClose}
      onSave={submit}
      loading={save.isPending}
      dirty={form.dirty}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <TextField select label="Kind" {...form.text('kind')}>
          <MenuItem value="component">Component</MenuItem>
          <MenuItem value="category">Category</MenuItem>
        </TextField>
        <TextField label="Code (SFI)" required {...form.text('code')} />
        <TextField label="Name" required {...form.text('name')} />
        <FormControlLabel
          control={
            <Checkbox
              checked={form.values.critical}
              onChange={(e) => form.setField('critical', e.target.checked)}
            />
          }
          label="Critical (ISM: failure may lead to a hazardous situation)"
        />
        <TextField label="Maker" {...form.text('maker')} />
        <TextField label="Model" {...form.text('model')} />
        {scope.kind === 'ship' && <TextField label="Serial number" {...form.text('serial')} />}
        <TextField label="Notes" multiline minRows={2} {...form.text('notes')} />
      </Stack>
    </Dialog>
  );
}
