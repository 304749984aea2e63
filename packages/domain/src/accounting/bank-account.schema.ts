import { z } from 'zod';
import { isCountryCode } from '../common/country';
import { iso4217Schema } from '../common/currency-code';
import { envelope, listQuerySchema, pagedEnvelope, versionSchema } from '../common/page.schema';
import { checkBic, checkIban, usesIban } from './iban';

/** Who holds a bank account: the company itself, or one of its counterparties. */
export const BANK_ACCOUNT_OWNER_TYPES = ['company', 'vendor', 'customer', 'agent'] as const;
/** A kind of account holder. */
export type BankAccountOwnerType = (typeof BANK_ACCOUNT_OWNER_TYPES)[number];

/** Limits of the bank-account fields. */
export const BANK_ACCOUNT_LIMITS = { bankName: 120, accountNumber: 34, notes: 1000 } as const;

/** Sortable fields of the bank-accounts list. */
export const BANK_ACCOUNT_SORT_FIELDS = [
  'ownerName',
  'bankName',
  'currency',
  'country',
  'createdAt',
  'updatedAt',
] as const;

/** The account-identifying fields before they are checked together. */
export interface BankAccountIdentity {
  country: string | null;
  iban: string | null;
  bic: string | null;
  accountNumber: string | null;
}

/** A problem with one field. */
export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * Checks the identifying fields together and gives their stored form: an IBAN (ISO 13616, stored
 * electronic) fixes the country; a country that issues IBANs needs one; a country without IBANs needs
 * an account number; a BIC (ISO 9362), when given, must be valid.
 */
export function checkBankAccountIdentity(
  input: BankAccountIdentity,
): { ok: true; value: BankAccountIdentity & { country: string } } | { ok: false; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  let iban: string | null = null;
  let country = input.country?.trim().toUpperCase() || null;
  if (input.iban?.trim()) {
    const checked = checkIban(input.iban);
    if (checked.ok) {
      iban = checked.value;
      const ibanCountry = iban.slice(0, 2);
      if (country && country !== ibanCountry)
        issues.push({ field: 'country', message: `country must be ${ibanCountry}, the IBAN's country` });
      country = ibanCountry;
    } else issues.push({ field: 'iban', message: checked.message });
  } else if (!country) issues.push({ field: 'country', message: 'country is required without an IBAN' });
  else if (!isCountryCode(country))
    issues.push({ field: 'country', message: 'country must be an ISO 3166-1 code such as NO' });
  else if (usesIban(country))
    issues.push({ field: 'iban', message: `iban is required for an account in ${country}` });
  const accountNumber = input.accountNumber?.replace(/\s+/g, ' ').trim() || null;
  if (!iban && !accountNumber && country && !usesIban(country))
    issues.push({
      field: 'accountNumber',
      message: `accountNumber is required in ${country} (no IBAN there)`,
    });
  let bic: string | null = null;
  if (input.bic?.trim()) {
    const checked = checkBic(input.bic);
    if (checked.ok) bic = checked.value;
    else issues.push({ field: 'bic', message: checked.message });
  }
  if (issues.length > 0 || !country) return { ok: false, issues };
  return { ok: true, value: { country, iban, bic, accountNumber } };
}

const bankNameSchema = z
  .string({ error: 'bankName is required' })
  .trim()
  .min(1, 'bankName is required')
  .max(BANK_ACCOUNT_LIMITS.bankName, `bankName must be at most ${BANK_ACCOUNT_LIMITS.bankName} characters`);
const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);
const notesSchema = z
  .string()
  .trim()
  .max(BANK_ACCOUNT_LIMITS.notes, `notes must be at most ${BANK_ACCOUNT_LIMITS.notes} characters`);

const identityFields = {
  country: optionalText('country', 2),
  iban: optionalText('iban', 50),
  bic: optionalText('bic', 14),
  accountNumber: optionalText('accountNumber', BANK_ACCOUNT_LIMITS.accountNumber),
};

/** Adds the identity check's issues to a schema's answer and gives the stored forms. */
function withIdentity<T extends BankAccountIdentity>(
  value: T,
  ctx: z.RefinementCtx,
): T & { country: string } {
  const checked = checkBankAccountIdentity(value);
  if (checked.ok) return { ...value, ...checked.value };
  for (const issue of checked.issues)
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  return z.NEVER;
}

/** Body of `POST /accounting/bank-accounts`. The company's own accounts have no `ownerId`. */
export const createBankAccountSchema = z
  .object({
    ownerType: z.enum(
      BANK_ACCOUNT_OWNER_TYPES,
      `ownerType must be one of ${BANK_ACCOUNT_OWNER_TYPES.join(', ')}`,
    ),
    ownerId: z
      .uuid('ownerId must be a valid id')
      .nullish()
      .transform((v) => v ?? null),
    bankName: bankNameSchema,
    ...identityFields,
    currency: iso4217Schema('currency'),
    isDefault: z.boolean({ error: 'isDefault must be true or false' }).default(false),
    notes: notesSchema.default(''),
  })
  .superRefine((value, ctx) => {
    if (value.ownerType === 'company' && value.ownerId)
      ctx.addIssue({
        code: 'custom',
        path: ['ownerId'],
        message: 'ownerId must be empty for a company account',
      });
    if (value.ownerType !== 'company' && !value.ownerId)
      ctx.addIssue({
        code: 'custom',
        path: ['ownerId'],
        message: `ownerId is required: choose the ${value.ownerType}`,
      });
  })
  .transform(withIdentity);
/** A new account as a form sends it. */
export type CreateBankAccountInput = z.input<typeof createBankAccountSchema>;
/** A new account after validation (IBAN electronic, BIC upper case, country from the IBAN). */
export type CreateBankAccount = z.output<typeof createBankAccountSchema>;

/**
 * Body of `PATCH /accounting/bank-accounts/:id`: changed fields with the version read. The owner does
 * not change; the server checks IBAN, BIC, country and account number together as they result.
 */
export const updateBankAccountSchema = z.object({
  version: versionSchema,
  bankName: bankNameSchema.optional(),
  country: identityFields.country.optional(),
  iban: identityFields.iban.optional(),
  bic: identityFields.bic.optional(),
  accountNumber: identityFields.accountNumber.optional(),
  currency: iso4217Schema('currency').optional(),
  isDefault: z.boolean({ error: 'isDefault must be true or false' }).optional(),
  notes: notesSchema.optional(),
  active: z.boolean({ error: 'active must be true or false' }).optional(),
});
/** Changes as sent. */
export type UpdateBankAccountInput = z.input<typeof updateBankAccountSchema>;
/** Changes after validation. */
export type UpdateBankAccount = z.output<typeof updateBankAccountSchema>;

/** A bank account as the API returns it (IBAN electronic; the screens print it in groups of four). */
export const bankAccountSchema = z.object({
  id: z.uuid(),
  ownerType: z.enum(BANK_ACCOUNT_OWNER_TYPES),
  ownerId: z.uuid().nullable(),
  ownerName: z.string(),
  bankName: z.string(),
  country: z.string(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  accountNumber: z.string().nullable(),
  currency: z.string(),
  isDefault: z.boolean(),
  active: z.boolean(),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
/** A bank account. */
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** Query of the bank-accounts list: owner, currency, active; search on owner, bank, IBAN, BIC, number. */
export const bankAccountListQuerySchema = listQuerySchema.extend({
  ownerType: z
    .enum(BANK_ACCOUNT_OWNER_TYPES, `ownerType must be one of ${BANK_ACCOUNT_OWNER_TYPES.join(', ')}`)
    .optional(),
  ownerId: z.uuid('ownerId must be a valid id').optional(),
  currency: iso4217Schema('currency').optional(),
  active: z.enum(['true', 'false'], { error: 'active must be true or false' }).optional(),
});
/** A parsed list query. */
export type BankAccountListQuery = z.infer<typeof bankAccountListQuerySchema>;

/** `{ data: account }`. */
export const bankAccountResponseSchema = envelope(bankAccountSchema);
/** `{ data: accounts, page }`. */
export const bankAccountListResponseSchema = pagedEnvelope(bankAccountSchema);
