import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { hasSidebar, type BankAccount } from '@keel/domain';
import { useAccess } from '../../app/access/access-context';
import { Card } from '../Card';
import { errorMessage } from '../../lib/api-error';
import { useBankAccounts } from './list-bank-accounts';
import { BankAccountDialog, type FixedOwner } from './BankAccountDialog';
import { IbanText } from './IbanText';

/**
 * The bank accounts of one vendor, customer or agent, on the owner's page: listed with the IBAN in
 * groups of four, added and edited in the bank-account dialog. Shown only to users holding
 * `accounting.bank_accounts` (the API refuses the others).
 */
export function OwnerBankAccountsCard({ owner }: { owner: FixedOwner & { id: string } }) {
  const access = useAccess();
  const allowed = hasSidebar(access, ['accounting.bank_accounts']);
  const accounts = useBankAccounts(
    { ownerType: owner.type, ownerId: owner.id, limit: 50, sort: 'currency' },
    allowed,
  );
  const [editing, setEditing] = useState<BankAccount | null>(null);
  const [creating, setCreating] = useState(false);
  if (!allowed) return null;
  const rows = accounts.data?.data ?? [];
  return (
    <Card
      title="Bank accounts"
      showOwner={false}
      action={
        <Button size="small" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          Add
        </Button>
      }
    >
      {accounts.isPending ? (
        <Skeleton variant="rounded" height={56} />
      ) : accounts.isError ? (
        <Alert severity="error">{errorMessage(accounts.error)}</Alert>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">No bank account yet.</Typography>
      ) : (
        <List dense disablePadding aria-label={`Bank accounts of ${owner.name}`}>
          {rows.map((a) => (
            <ListItemButton
              key={a.id}
              onClick={() => setEditing(a)}
              sx={{ px: 1, borderRadius: 1, opacity: a.active ? 1 : 0.6 }}
            >
              <ListItemText
                primary={<IbanText account={a} />}
                secondary={[a.bankName, a.bic].filter(Boolean).join(' · ')}
                slotProps={{ primary: { component: 'div' } }}
              />
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexShrink: 0 }}>
                <Typography variant="body2">{a.currency}</Typography>
                {a.isDefault && <Chip size="small" label="Default" color="primary" variant="outlined" />}
                {!a.active && <Chip size="small" label="Inactive" variant="outlined" />}
              </Box>
            </ListItemButton>
          ))}
        </List>
      )}
      <BankAccountDialog
        key={`new-${creating}`}
        open={creating}
        account={null}
        owner={owner}
        onClose={() => setCreating(false)}
      />
      <BankAccountDialog
        key={editing ? `${editing.id}-${editing.version}` : 'none'}
        open={editing !== null}
        account={editing}
        onClose={() => setEditing(null)}
        onReload={() => accounts.refetch()}
      />
    </Card>
  );
}
