import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  SPARE_PART_TYPE_LABELS,
  SPARE_PART_TYPES,
  SPARE_PART_UNITS,
  createSparePartSchema,
  normalizeDecimal,
  updateSparePartSchema,
  type SparePart,
} from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { ApiError } from '../../../../lib/api-error';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useSaveSparePart } from '../api/save-spare-part';
import { ComponentPicker, type PickedComponent } from './ComponentPicker';

/**
 * Create (for `shipId`, or a template of `catalogueId`) or edit a part (spec §4 dialogs): number, name,
 * maker, IMPA code, type, unit, location, minimum stock and the components of the ship (or catalogue) it
 * fits (searched on the server). A 409 goes to `onConflict` when given (the caller reloads).
 */
export function SparePartDialog({
  shipId,
  catalogueId = null,
  part,
  onClose,
  onSaved,
  onConflict,
  initialFits = [],
}: {
  shipId: string | null;
  catalogueId?: string | null;
  part: SparePart | null;
  onClose: () => void;
  onSaved?: (part: SparePart) => void;
  onConflict?: () => void;
  /** The components a new part fits at first (e.g. the catalogue component selected). */
  initialFits?: PickedComponent[];
}) {
  const form = useFormState({
    partNumber: part?.partNumber ?? '',
    name: part?.name ?? '',
    maker: part?.maker ?? '',
    impaCode: part?.impaCode ?? '',
    partType: String(part?.partType ?? 0),
    unit: part?.unit ?? 'pcs',
    location: part?.location ?? '',
    minimumStock: part ? normalizeDecimal(part.minimumStock) : '0',
    fits: (part?.fits ?? initialFits) as PickedComponent[],
  });
  const mutation = useSaveSparePart(part?.id ?? null);
  const save = () => {
    const { fits, ...values } = form.values;
    const fields = {
      ...values,
      partType: Number(values.partType),
      componentIds: fits.map((f) => f.id),
    };
    const body = part
      ? form.validate(updateSparePartSchema, { ...fields, version: part.version })
      : form.validate(
          createSparePartSchema,
          catalogueId ? { ...fields, catalogueId } : { ...fields, shipId },
        );
    if (!body) return;
    mutation.mutate(body, {
      onSuccess: (saved) => {
        notifySuccess(`${saved.partNumber} saved`);
        onSaved?.(saved);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.isConflict && onConflict) {
          onConflict();
          onClose();
        } else if (error instanceof ApiError && error.isConflict)
          notifyError(error, 'Changed by someone else: reload');
        else if (!form.applyServerError(error)) notifyError(error);
      },
    });
  };
  return (
    <Dialog
      open
      title={part ? `Edit ${part.partNumber}` : catalogueId ? 'New spare-part template' : 'New spare part'}
      onClose={onClose}
      onSave={save}
      loading={mutation.isPending}
      dirty={form.dirty}
      maxWidth="md"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.text('partNumber')} label="Part number" fullWidth autoFocus />
        <TextField {...form.text('maker')} label="Maker" fullWidth />
      </Stack>
      <TextField {...form.text('name')} label="Name" fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.text('impaCode')} label="IMPA code" fullWidth inputMode="numeric" />
        <TextField {...form.text('partType')} select label="Type" fullWidth>
          {SPARE_PART_TYPES.map((t) => (
            <MenuItem key={t} value={String(t)}>
              {SPARE_PART_TYPE_LABELS[t]}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...form.text('unit')} select label="Unit" fullWidth>
          {SPARE_PART_UNITS.map((u) => (
            <MenuItem key={u} value={u}>
              {u}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.text('location')} label="Location on board" fullWidth />
        <TextField {...form.text('minimumStock')} label="Minimum stock" fullWidth inputMode="decimal" />
      </Stack>
      <ComponentPicker
        name="componentIds"
        shipId={shipId}
        catalogueId={catalogueId ?? part?.catalogueId}
        label="Fits components"
        value={form.values.fits}
        onChange={(v) => form.setField('fits', v)}
        error={form.errors.componentIds}
      />
    </Dialog>
  );
}
