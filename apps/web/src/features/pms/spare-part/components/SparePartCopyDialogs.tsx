import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  copySparePartSchema,
  duplicateSparePartSchema,
  moveSparePartSchema,
  type SparePart,
} from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { ApiError } from '../../../../lib/api-error';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { myShipsQuery } from '../../../../lib/shared-queries';
import { usePartDialogAction, type PartDialogBody } from '../api/copy-spare-part';
import { ComponentPicker, type PickedComponent } from './ComponentPicker';

/** Which spec §4 dialog of a part is open. */
export type PartDialogKind = 'move' | 'copy' | 'duplicate';

interface Props {
  part: SparePart;
  onClose: () => void;
  /** A 409: the part changed meanwhile (the page offers a reload). */
  onConflict: () => void;
  /** The new copy (copy, duplicate) or the moved part. */
  onDone?: (part: SparePart) => void;
}

function useSend(part: SparePart, props: Props, applyServerError: (e: unknown) => boolean) {
  const action = usePartDialogAction(part.id);
  const send = (input: PartDialogBody, done: string) =>
    action.mutate(input, {
      onSuccess: (saved) => {
        notifySuccess(done);
        props.onDone?.(saved);
        props.onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.isConflict) {
          props.onConflict();
          props.onClose();
        } else if (!applyServerError(error)) notifyError(error);
      },
    });
  return { send, pending: action.isPending };
}

/** Move: the part fits another component of its ship instead of one it fits now (its stock stays). */
export function MovePartDialog(props: Props) {
  const { part } = props;
  const form = useFormState({ fromComponentId: part.fits[0]?.id ?? '', to: [] as PickedComponent[] });
  const { send, pending } = useSend(part, props, form.applyServerError);
  const save = () => {
    const body = form.validate(moveSparePartSchema, {
      version: part.version,
      fromComponentId: form.values.fromComponentId,
      toComponentId: form.values.to[0]?.id ?? '',
    });
    if (body) send({ verb: 'move', body }, `${part.partNumber} moved to ${form.values.to[0]!.code}`);
  };
  return (
    <Dialog
      open
      title={`Move ${part.partNumber}`}
      onClose={props.onClose}
      onSave={save}
      saveText="Move"
      loading={pending}
      dirty={form.dirty}
    >
      {part.fits.length === 0 ? (
        <Typography color="text.secondary">This part fits no component yet: edit it to link one.</Typography>
      ) : (
        <Stack spacing={1} sx={{ pt: 1 }}>
          <TextField select label="From component" required {...form.text('fromComponentId')}>
            {part.fits.map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {f.code} {f.name}
              </MenuItem>
            ))}
          </TextField>
          <ComponentPicker
            name="toComponentId"
            shipId={part.shipId}
            catalogueId={part.catalogueId}
            label="To component"
            value={form.values.to}
            onChange={(v) => form.setField('to', v.slice(-1))}
            error={form.errors.toComponentId}
          />
        </Stack>
      )}
    </Dialog>
  );
}

/** Copy: the same part on another ship, fitting components of that ship; its stock starts at 0 there. */
export function CopyPartDialog(props: Props) {
  const { part } = props;
  const ships = useQuery(myShipsQuery());
  const form = useFormState({ shipId: '', components: [] as PickedComponent[] });
  const [shipName, setShipName] = useState('');
  const { send, pending } = useSend(part, props, form.applyServerError);
  const save = () => {
    const body = form.validate(copySparePartSchema, {
      version: part.version,
      shipId: form.values.shipId,
      componentIds: form.values.components.map((c) => c.id),
    });
    if (body) send({ verb: 'copy', body }, `${part.partNumber} copied to ${shipName}`);
  };
  return (
    <Dialog
      open
      title={`Copy ${part.partNumber} to another ship`}
      onClose={props.onClose}
      onSave={save}
      saveText="Copy"
      loading={pending}
      dirty={form.dirty}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        {form.errors.partNumber && <Alert severity="error">{form.errors.partNumber}</Alert>}
        <TextField
          select
          label="Ship"
          required
          {...form.text('shipId')}
          onChange={(e) => {
            form.setValues((v) => ({ ...v, shipId: e.target.value, components: [] }));
            setShipName(ships.data?.find((s) => s.id === e.target.value)?.name ?? '');
          }}
        >
          {(ships.data ?? [])
            .filter((s) => s.id !== part.shipId)
            .map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
        </TextField>
        <ComponentPicker
          name="componentIds"
          shipId={form.values.shipId || null}
          label="Fits components (optional)"
          value={form.values.components}
          onChange={(v) => form.setField('components', v)}
          error={form.errors.componentIds}
        />
        <Typography variant="body2" color="text.secondary">
          The copy starts with no stock; a transfer moves stock between ships.
        </Typography>
      </Stack>
    </Dialog>
  );
}

/** Duplicate: a new part of the same ship with the same facts and fits, under a new part number. */
export function DuplicatePartDialog(props: Props) {
  const { part } = props;
  const form = useFormState({ partNumber: `${part.partNumber}-2`, name: part.name });
  const { send, pending } = useSend(part, props, form.applyServerError);
  const save = () => {
    const body = form.validate(duplicateSparePartSchema, { version: part.version, ...form.values });
    if (body) send({ verb: 'duplicate', body }, `${body.partNumber} created`);
  };
  return (
    <Dialog
      open
      title={`Duplicate ${part.partNumber}`}
      onClose={props.onClose}
      onSave={save}
      saveText="Duplicate"
      loading={pending}
      dirty={form.dirty}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <TextField label="New part number" required autoFocus {...form.text('partNumber')} />
        <TextField label="Name" required {...form.text('name')} />
      </Stack>
    </Dialog>
  );
}
