import type { Writable } from 'node:stream';
import { formatIban, type BankAccount } from '@keel/domain';
import { writeTableWorkbook, type XlsxColumn } from '../../../lib/xlsx-table';

/** Most rows one export holds. */
export const BANK_ACCOUNT_EXPORT_LIMIT = 20_000;

const columns: XlsxColumn<BankAccount>[] = [
  { header: 'Owner', width: 34, value: (a) => a.ownerName },
  { header: 'Owner type', width: 12, value: (a) => a.ownerType },
  { header: 'Bank', width: 30, value: (a) => a.bankName },
  { header: 'Country', width: 9, value: (a) => a.country },
  { header: 'IBAN', width: 40, value: (a) => (a.iban ? formatIban(a.iban) : null) },
  { header: 'BIC', width: 14, value: (a) => a.bic },
  { header: 'Account number', width: 20, value: (a) => a.accountNumber },
  { header: 'Currency', width: 9, value: (a) => a.currency },
  { header: 'Default', width: 9, value: (a) => (a.isDefault ? 'yes' : '') },
  { header: 'Active', width: 8, value: (a) => (a.active ? 'yes' : 'no') },
];

/** The filtered bank accounts as a workbook. */
export function writeBankAccountsWorkbook(out: Writable, rows: readonly BankAccount[]) {
  return writeTableWorkbook(out, 'Bank accounts', columns, rows);
}
