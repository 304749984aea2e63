import {
  BANK_ACCOUNT_OWNER_TYPES,
  checkIban,
  createBankAccountSchema,
  formatIban,
  type BankAccount,
  type BankAccountOwnerType,
  type CreateBankAccountInput,
  type UpdateBankAccountInput,
} from '@keel/domain';
import { zodFieldErrors, type FieldErrors } from '../../lib/form';

/** Words for each kind of owner. */
export const OWNER_TYPE_LABELS: Record<BankAccountOwnerType, string> = {
  company: 'Company',
  vendor: 'Vendor',
  customer: 'Customer',
  agent: 'Agent',
};
/** `[value, label]` pairs of the owner kinds, for selects. */
export const OWNER_TYPE_OPTIONS = BANK_ACCOUNT_OWNER_TYPES.map((t) => [t, OWNER_TYPE_LABELS[t]] as const);

/** The form's values (strings as typed; the IBAN as the user wrote it). */
export interface BankAccountFormValues extends Record<string, unknown> {
  ownerType: BankAccountOwnerType;
  ownerId: string;
  ownerName: string;
  bankName: string;
  iban: string;
  bic: string;
  country: string;
  accountNumber: string;
  currency: string;
  isDefault: boolean;
  notes: string;
}

/** The values of a new account (owner fixed when opened from a vendor's or customer's page) or of a stored one. */
export function bankAccountFormValues(
  account: BankAccount | null,
  owner?: { type: BankAccountOwnerType; id: string | null; name: string; currency?: string },
): BankAccountFormValues {
  if (account)
    return {
      ownerType: account.ownerType,
      ownerId: account.ownerId ?? '',
      ownerName: account.ownerName,
      bankName: account.bankName,
      iban: account.iban ? formatIban(account.iban) : '',
      bic: account.bic ?? '',
      country: account.iban ? '' : account.country,
      accountNumber: account.accountNumber ?? '',
      currency: account.currency,
      isDefault: account.isDefault,
      notes: account.notes,
    };
  return {
    ownerType: owner?.type ?? 'company',
    ownerId: owner?.id ?? '',
    ownerName: owner?.name ?? '',
    bankName: '',
    iban: '',
    bic: '',
    country: '',
    accountNumber: '',
    currency: owner?.currency ?? 'USD',
    isDefault: false,
    notes: '',
  };
}

/** The create body, checked by the API's own schema (IBAN per ISO 13616, BIC per ISO 9362). */
export function validateNewBankAccount(
  values: BankAccountFormValues,
): { ok: true; value: CreateBankAccountInput } | { ok: false; errors: FieldErrors } {
  const body: CreateBankAccountInput = {
    ownerType: values.ownerType,
    ownerId: values.ownerType === 'company' ? null : values.ownerId || null,
    bankName: values.bankName,
    iban: values.iban || null,
    bic: values.bic || null,
    country: values.country || null,
    accountNumber: values.accountNumber || null,
    currency: values.currency,
    isDefault: values.isDefault,
    notes: values.notes,
  };
  const checked = createBankAccountSchema.safeParse(body);
  return checked.success ? { ok: true, value: body } : { ok: false, errors: zodFieldErrors(checked.error) };
}

/** The changed fields of a stored account with the version read (the server checks them together). */
export function bankAccountChanges(
  account: BankAccount,
  values: BankAccountFormValues,
): UpdateBankAccountInput {
  const before = bankAccountFormValues(account);
  const changes: UpdateBankAccountInput = { version: account.version };
  const text = (v: string) => v.trim() || null;
  if (values.bankName !== before.bankName) changes.bankName = values.bankName;
  if (values.iban !== before.iban) changes.iban = text(values.iban);
  if (values.bic !== before.bic) changes.bic = text(values.bic);
  if (values.country !== before.country) changes.country = text(values.country);
  if (values.accountNumber !== before.accountNumber) changes.accountNumber = text(values.accountNumber);
  if (values.currency !== before.currency) changes.currency = values.currency;
  if (values.isDefault !== before.isDefault) changes.isDefault = values.isDefault;
  if (values.notes !== before.notes) changes.notes = values.notes;
  return changes;
}

/** Under the IBAN field: the print form once it is valid, else what is wrong (null while empty). */
export function ibanHint(input: string): { ok: boolean; text: string } | null {
  if (!input.trim()) return null;
  const checked = checkIban(input);
  return checked.ok ? { ok: true, text: formatIban(checked.value) } : { ok: false, text: checked.message };
}
