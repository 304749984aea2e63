import {
  createCustomerSchema,
  DEFAULT_PAYMENT_TERMS_DAYS,
  type CreateCustomer,
  type Customer,
} from '@keel/domain';
import { zodFieldErrors, type FieldErrors } from '../../../../lib/form';

/** The values of the customer form (strings as the fields hold them). */
export interface CustomerFormValues extends Record<string, unknown> {
  name: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  city: string;
  postalCode: string;
  country: string;
  taxId: string;
  currency: string;
  paymentTermsDays: string;
  notes: string;
}

/** The form values of a stored customer, or of a new one (USD, net 30). */
export function customerFormValues(c: Customer | null): CustomerFormValues {
  return {
    name: c?.name ?? '',
    addressLine1: c?.addressLines[0] ?? '',
    addressLine2: c?.addressLines[1] ?? '',
    addressLine3: c?.addressLines[2] ?? '',
    city: c?.city ?? '',
    postalCode: c?.postalCode ?? '',
    country: c?.country ?? '',
    taxId: c?.taxId ?? '',
    currency: c?.currency ?? 'USD',
    paymentTermsDays: String(c?.paymentTermsDays ?? DEFAULT_PAYMENT_TERMS_DAYS),
    notes: c?.notes ?? '',
  };
}

/** The form's fields in the API's shape (contacts are edited on their own card). */
export function customerInput(v: CustomerFormValues) {
  const terms = v.paymentTermsDays.trim();
  return {
    name: v.name,
    addressLines: [v.addressLine1, v.addressLine2, v.addressLine3],
    city: v.city,
    postalCode: v.postalCode,
    country: v.country,
    taxId: v.taxId,
    currency: v.currency,
    paymentTermsDays: terms === '' ? Number.NaN : Number(terms),
    notes: v.notes,
  };
}

/** Moves messages about `addressLines` / `addressLines.N` under the address line fields. */
export function customerFieldErrors(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const line = /^addressLines(?:\.(\d+))?$/.exec(field);
    const key = line ? `addressLine${Number(line[1] ?? 0) + 1}` : field;
    out[key] ??= message;
  }
  return out;
}

/**
 * Validates the form with the domain's customer schema (the server's own, including the VAT id check
 * against the country): the parsed customer, or the messages per field.
 */
export function validateCustomer(
  v: CustomerFormValues,
): { ok: true; value: CreateCustomer } | { ok: false; errors: FieldErrors } {
  const result = createCustomerSchema.safeParse({ ...customerInput(v), contacts: [] });
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: customerFieldErrors(zodFieldErrors(result.error)) };
}
