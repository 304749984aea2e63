import { z } from 'zod';

/** Most contacts one company record keeps. */
export const MAX_CONTACTS = 20;

/** Longest name, role, e-mail and phone of a contact. */
export const CONTACT_LIMITS = { name: 120, role: 80, email: 254, phone: 30 } as const;

/**
 * True when `value` looks like a telephone number people dial: an optional leading `+`, then digits
 * with spaces, dots, hyphens or parentheses, 6 to 15 digits in all (the E.164 maximum).
 */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[0-9 ().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

/** Trims text and turns an empty or missing value into null. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

const nameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(CONTACT_LIMITS.name, `name must be at most ${CONTACT_LIMITS.name} characters`);

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(CONTACT_LIMITS.email, `email must be at most ${CONTACT_LIMITS.email} characters`)
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(z.email('email must be a valid e-mail address').nullable());

const phoneSchema = z
  .string()
  .trim()
  .max(CONTACT_LIMITS.phone, `phone must be at most ${CONTACT_LIMITS.phone} characters`)
  .nullish()
  .transform((v) => (v ? v.replace(/\s+/g, ' ') : null))
  .refine((v) => v === null || isPhoneNumber(v), {
    message: 'phone must be a telephone number such as +31 10 252 1000 (6–15 digits)',
  });

/**
 * A contact person of a company record (bunker supplier, customer) as a form or the API sends it:
 * name, role, e-mail, phone; a contact needs an e-mail or a phone to be of use.
 */
export const contactInputSchema = z
  .object({
    name: nameSchema,
    role: optionalText(CONTACT_LIMITS.role, `role must be at most ${CONTACT_LIMITS.role} characters`),
    email: emailSchema,
    phone: phoneSchema,
  })
  .refine((c) => c.email !== null || c.phone !== null, {
    message: 'email or phone is required',
    path: ['email'],
  });
/** A contact as sent. */
export type ContactInput = z.input<typeof contactInputSchema>;
/** A contact after validation (empty values are null). */
export type ContactValues = z.output<typeof contactInputSchema>;

/** The contacts of a record: at most {@link MAX_CONTACTS}. */
export const contactListSchema = z
  .array(contactInputSchema)
  .max(MAX_CONTACTS, `contacts must hold at most ${MAX_CONTACTS} people`);

/** A contact as the API returns it. */
export const contactSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  role: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
/** A stored contact. */
export type Contact = z.infer<typeof contactSchema>;
