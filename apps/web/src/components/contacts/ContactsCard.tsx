import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ContactsOutlinedIcon from '@mui/icons-material/ContactsOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { MAX_CONTACTS, type Contact, type ContactValues } from '@keel/domain';
import { Card } from '../Card';
import { ConfirmDialog } from '../ConfirmDialog';
import { ContactDialog } from './ContactDialog';

const valuesOf = ({ id: _id, ...c }: Contact): ContactValues => c;

/**
 * The contact people of a company record: list, add, edit and remove. Every change saves the whole
 * list through `onSave` (the record's version guards it).
 */
export function ContactsCard({
  contacts,
  saving,
  onSave,
  title = 'Contacts',
}: {
  contacts: Contact[];
  saving: boolean;
  /** Saves the new list; rejects with the server's error. */
  onSave: (contacts: ContactValues[]) => Promise<unknown>;
  title?: string;
}) {
  const [editing, setEditing] = useState<{ index: number; contact: Contact | null } | null>(null);
  const [removing, setRemoving] = useState<Contact | null>(null);
  const list = contacts.map(valuesOf);

  const saveOne = (index: number, values: ContactValues) => {
    const next = [...list];
    next[index] = values;
    return onSave(next);
  };

  return (
    <Card
      title={title}
      showOwner={false}
      icon={<ContactsOutlinedIcon />}
      action={
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={contacts.length >= MAX_CONTACTS}
          onClick={() => setEditing({ index: contacts.length, contact: null })}
        >
          Add contact
        </Button>
      }
    >
      {contacts.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          No contacts yet.
        </Typography>
      ) : (
        <List disablePadding aria-label={title}>
          {contacts.map((c, index) => (
            <ListItem
              key={c.id}
              divider={index < contacts.length - 1}
              disableGutters
              secondaryAction={
                <Box sx={{ display: 'flex' }}>
                  <Tooltip title="Edit">
                    <IconButton
                      aria-label={`Edit ${c.name}`}
                      onClick={() => setEditing({ index, contact: c })}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Remove">
                    <IconButton aria-label={`Remove ${c.name}`} onClick={() => setRemoving(c)}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Box>
              }
              sx={{ pr: 10 }}
            >
              <ListItemText
                primary={
                  <>
                    <Typography component="span" sx={{ fontWeight: 500 }}>
                      {c.name}
                    </Typography>
                    {c.role && (
                      <Typography component="span" color="text.secondary">
                        {` · ${c.role}`}
                      </Typography>
                    )}
                  </>
                }
                secondary={
                  <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                    {c.email && <Link href={`mailto:${c.email}`}>{c.email}</Link>}
                    {c.phone && <Link href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>{c.phone}</Link>}
                  </Box>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      {editing && (
        <ContactDialog
          open
          contact={editing.contact}
          index={editing.index}
          saving={saving}
          onClose={() => setEditing(null)}
          onSave={(values) => saveOne(editing.index, values)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        type="delete"
        title={`Remove ${removing?.name ?? 'contact'}?`}
        message="The contact is removed from this record."
        confirmText="Remove"
        cancelText="Cancel"
        loading={saving}
        onConfirm={() => {
          if (!removing) return;
          void onSave(list.filter((_, i) => contacts[i]?.id !== removing.id))
            .catch(() => undefined)
            .finally(() => setRemoving(null));
        }}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}
