import { z } from 'zod';
import { locodeSchema } from '../operations/locode';

/**
 * Field rules shared by the purchasing parties (vendors and port agents): e-mail, address, ports,
 * rating. Each message names its field, so a 400 and a form show it under the right input.
 */

/** Limits of the party fields. */
export const PARTY_LIMITS = {
  name: 160,
  email: 254,
  phone: 30,
  addressLine: 120,
  addressLines: 3,
  city: 80,
  postalCode: 20,
  portName: 80,
  notes: 4000,
} as const;

/** A required name, trimmed. */
export function partyNameSchema(field = 'name') {
  return z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(PARTY_LIMITS.name, `${field} must be at most ${PARTY_LIMITS.name} characters`);
}

/** A required e-mail address, trimmed and lower-cased (RFQs and purchase orders are mailed to it). */
export function partyEmailSchema(field = 'email') {
  return z
    .string({ error: `${field} is required` })
    .trim()
    .toLowerCase()
    .min(1, `${field} is required`)
    .max(PARTY_LIMITS.email, `${field} must be at most ${PARTY_LIMITS.email} characters`)
    .pipe(z.email(`${field} must be a valid e-mail address such as orders@supplier.example`));
}

/**
 * Optional text in a create body: trimmed, an empty or missing value becomes null.
 */
export function nullableText(field: string, max: number) {
  return z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));
}

/**
 * Optional text in a PATCH body: left out stays `undefined` (unchanged), an empty string or null
 * becomes null (cleared).
 */
export function patchNullableText(field: string, max: number) {
  return z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null));
}

/** Address lines: blank lines are dropped, at least one must remain. */
export const addressLinesSchema = z
  .array(
    z
      .string({ error: 'addressLines must be a list of lines' })
      .trim()
      .max(PARTY_LIMITS.addressLine, `address lines must be at most ${PARTY_LIMITS.addressLine} characters`),
    { error: 'addressLines must be a list of lines' },
  )
  .max(PARTY_LIMITS.addressLines, `addressLines must hold at most ${PARTY_LIMITS.addressLines} lines`)
  .transform((lines) => lines.filter((l) => l !== ''))
  .refine((lines) => lines.length > 0, 'addressLines needs at least one line (street and number)');

/** A required city. */
export const citySchema = z
  .string({ error: 'city is required' })
  .trim()
  .min(1, 'city is required')
  .max(PARTY_LIMITS.city, `city must be at most ${PARTY_LIMITS.city} characters`);

/** A port name as people write it, e.g. `Rotterdam`. */
export function portNameSchema(field = 'portName') {
  return z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(PARTY_LIMITS.portName, `${field} must be at most ${PARTY_LIMITS.portName} characters`);
}

/** A port: its UN/LOCODE and name, e.g. `{ locode: "NLRTM", portName: "Rotterdam" }`. */
export const portRefSchema = z.object({
  locode: locodeSchema('locode'),
  portName: portNameSchema('portName'),
});
/** A port as sent. */
export type PortRefInput = z.input<typeof portRefSchema>;
/** A port. */
export type PortRef = z.output<typeof portRefSchema>;

/** Most ports one vendor lists. */
export const MAX_PORTS = 60;

/** The ports a party serves: each LOCODE once. */
export const portListSchema = z
  .array(portRefSchema, { error: 'ports must be a list of ports' })
  .max(MAX_PORTS, `ports must hold at most ${MAX_PORTS} ports`)
  .superRefine((ports, ctx) => {
    const seen = new Set<string>();
    ports.forEach((port, index) => {
      if (seen.has(port.locode))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'locode'],
          message: `locode ${port.locode} is listed twice`,
        });
      seen.add(port.locode);
    });
  });

/** A rating from 1 (poor) to 5 (excellent); null for not rated. */
export const partyRatingSchema = z
  .number({ error: 'rating must be a whole number from 1 to 5' })
  .int('rating must be a whole number from 1 to 5')
  .min(1, 'rating must be a whole number from 1 to 5')
  .max(5, 'rating must be a whole number from 1 to 5')
  .nullable();

/** Free notes. */
export const partyNotesSchema = z
  .string({ error: 'notes must be text' })
  .trim()
  .max(PARTY_LIMITS.notes, `notes must be at most ${PARTY_LIMITS.notes} characters`);

/** The active filter of a list query (`true` / `false` as text). */
export const activeFilterSchema = z
  .enum(['true', 'false'], { error: 'active must be true or false' })
  .optional();
