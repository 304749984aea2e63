import Box from '@mui/material/Box';
import { formatIban, type BankAccount } from '@keel/domain';

/** An account's identifier as printed: the IBAN in groups of four, else the local account number. */
export function IbanText({ account }: { account: Pick<BankAccount, 'iban' | 'accountNumber'> }) {
  return (
    <Box component="span" sx={{ fontFamily: 'monospace', whiteSpace: { xs: 'normal', sm: 'nowrap' } }}>
      {account.iban ? formatIban(account.iban) : (account.accountNumber ?? '—')}
    </Box>
  );
}
