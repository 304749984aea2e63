import { useMutation } from '@tanstack/react-query';
import { downloadWorkbook } from '../../../../lib/download-workbook';
import type { BankAccountsListInput } from '../../../../components/bank-accounts/bank-account-keys';

/** `GET /accounting/bank-accounts/export.xlsx`: the filtered accounts as an Excel file. */
export const useExportBankAccounts = () =>
  useMutation({
    mutationFn: (query: BankAccountsListInput) =>
      downloadWorkbook(
        '/accounting/bank-accounts/export.xlsx',
        { ...query, offset: undefined, limit: undefined },
        'bank-accounts.xlsx',
      ),
  });
