import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BUNKER_SUPPLIER_LIMITS, supplierPortInputSchema, type SupplierPort } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { serverFieldErrors, useFormState } from '../../../../lib/form';

/**
 * Adds a served port (UN/LOCODE and name) or renames one; the LOCODE is checked with the domain rule
 * (country code + 3 letters or digits 2–9) and must not be listed already.
 */
export function PortDialog({
  open,
  port,
  index,
  existing,
  saving,
  onClose,
  onSave,
}: {
  open: boolean;
  /** The port being renamed, or null to add one. */
  port: SupplierPort | null;
  /** Its position in the list sent to the server. */
  index: number;
  existing: SupplierPort[];
  saving: boolean;
  onClose: () => void;
  onSave: (port: SupplierPort) => Promise<unknown>;
}) {
  const form = useFormState({ locode: port?.locode ?? '', portName: port?.portName ?? '' });
  const save = () => {
    const value = form.validate(supplierPortInputSchema, form.values);
    if (!value) return;
    if (!port && existing.some((p) => p.locode === value.locode)) {
      form.setErrors({ locode: `${value.locode} is already one of this supplier's ports` });
      return;
    }
    onSave(value).then(onClose, (error: unknown) => {
      const fields = serverFieldErrors(error);
      if (!fields) return;
      const prefix = `ports.${index}.`;
      const mine = Object.fromEntries(
        Object.entries(fields)
          .filter(([k]) => k.startsWith(prefix))
          .map(([k, m]) => [k.slice(prefix.length), m]),
      );
      form.setErrors(Object.keys(mine).length > 0 ? mine : fields);
    });
  };
  return (
    <Dialog
      dirty={form.dirty}
      open={open}
      title={port ? `Rename ${port.locode}` : 'Add port'}
      onClose={onClose}
      onSave={save}
      saveText={port ? 'Save port' : 'Add port'}
      loading={saving}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <TextField
          label="UN/LOCODE"
          autoFocus={!port}
          disabled={Boolean(port)}
          fullWidth
          placeholder="NLRTM"
          {...form.text('locode')}
          helperText={form.errors.locode ?? 'Country code and 3 letters or digits, e.g. SGSIN for Singapore'}
          slotProps={{
            htmlInput: { maxLength: 6, style: { textTransform: 'uppercase', fontFamily: 'monospace' } },
          }}
        />
        <TextField
          label="Port name"
          autoFocus={Boolean(port)}
          fullWidth
          placeholder="Rotterdam"
          slotProps={{ htmlInput: { maxLength: BUNKER_SUPPLIER_LIMITS.portName } }}
          {...form.text('portName')}
        />
      </Stack>
    </Dialog>
  );
}
