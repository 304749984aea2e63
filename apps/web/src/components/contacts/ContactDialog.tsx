import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CONTACT_LIMITS, contactInputSchema, type Contact, type ContactValues } from '@keel/domain';
import { Dialog } from '../Dialog';
import { serverFieldErrors, useFormState } from '../../lib/form';

const EMPTY = { name: '', role: '', email: '', phone: '' };

/** The form values of a contact. */
export const contactFormValues = (c: Contact | null) =>
  c ? { name: c.name, role: c.role ?? '', email: c.email ?? '', phone: c.phone ?? '' } : EMPTY;

/**
 * Adds or edits one contact: name, role, e-mail, phone, checked with the domain schema; a server 400
 * about this contact (`contacts.<index>.<field>`) shows under its field.
 */
export function ContactDialog({
  open,
  contact,
  index,
  saving,
  onClose,
  onSave,
}: {
  open: boolean;
  contact: Contact | null;
  /** Position of the contact in the list sent to the server. */
  index: number;
  saving: boolean;
  onClose: () => void;
  /** Saves the list with this contact; rejects with the server's error. */
  onSave: (values: ContactValues) => Promise<unknown>;
}) {
  const form = useFormState(contactFormValues(contact));
  const save = () => {
    const values = form.validate(contactInputSchema, form.values);
    if (!values) return;
    onSave(values).then(onClose, (error: unknown) => {
      const fields = serverFieldErrors(error);
      if (!fields) return;
      const prefix = `contacts.${index}.`;
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
      open={open}
      title={contact ? `Edit ${contact.name}` : 'Add contact'}
      onClose={onClose}
      onSave={save}
      saveText={contact ? 'Save contact' : 'Add contact'}
      loading={saving}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <TextField
          label="Name"
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.name } }}
          {...form.text('name')}
        />
        <TextField
          label="Role"
          fullWidth
          placeholder="Trader, operations, accounts…"
          {...form.text('role')}
        />
        <TextField label="E-mail" type="email" fullWidth {...form.text('email')} />
        <TextField label="Phone" type="tel" fullWidth placeholder="+31 10 252 1000" {...form.text('phone')} />
      </Stack>
    </Dialog>
  );
}
