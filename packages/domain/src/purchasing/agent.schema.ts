import { z } from 'zod';
import { contactListSchema, contactSchema, isPhoneNumber } from '../common/contact.schema';
import { countryCodeSchema } from '../common/country';
import { envelope, listQuerySchema, pagedEnvelope, versionSchema } from '../common/page.schema';
import { locodeSchema } from '../operations/locode';
import {
  activeFilterSchema,
  addressLinesSchema,
  citySchema,
  nullableText,
  partyEmailSchema,
  partyNameSchema,
  partyNotesSchema,
  patchNullableText,
  PARTY_LIMITS,
  portNameSchema,
} from './purchasing-party.schema';
import { optionalPhoneSchema } from './vendor.schema';

/** Sortable fields of the port agents list. */
export const AGENT_SORT_FIELDS = [
  'name',
  'portLocode',
  'portName',
  'country',
  'createdAt',
  'updatedAt',
] as const;
/** A sortable field of the port agents list. */
export type AgentSortField = (typeof AGENT_SORT_FIELDS)[number];

/**
 * Body of `POST /api/v1/purchasing/agents/`: a port agent (husbandry agent) who receives goods for the
 * ships in one port. One agent name per port (a second one is a 409).
 */
export const createAgentSchema = z.object({
  name: partyNameSchema('name'),
  portLocode: locodeSchema('portLocode'),
  portName: portNameSchema('portName'),
  addressLines: addressLinesSchema,
  city: citySchema,
  postalCode: nullableText('postalCode', PARTY_LIMITS.postalCode),
  country: countryCodeSchema('country'),
  email: partyEmailSchema('email'),
  phone: optionalPhoneSchema('phone'),
  notes: partyNotesSchema.default(''),
  contacts: contactListSchema.default([]),
});
/** A new agent as a form holds it. */
export type CreateAgentInput = z.input<typeof createAgentSchema>;
/** A new agent after validation. */
export type CreateAgent = z.output<typeof createAgentSchema>;

/**
 * Body of `PATCH /api/v1/purchasing/agents/:id`: the changed fields and the version read; `contacts`
 * replaces the whole list; `active: false` deactivates.
 */
export const updateAgentSchema = z.object({
  version: versionSchema,
  name: partyNameSchema('name').optional(),
  portLocode: locodeSchema('portLocode').optional(),
  portName: portNameSchema('portName').optional(),
  addressLines: addressLinesSchema.optional(),
  city: citySchema.optional(),
  postalCode: patchNullableText('postalCode', PARTY_LIMITS.postalCode),
  country: countryCodeSchema('country').optional(),
  email: partyEmailSchema('email').optional(),
  phone: patchNullableText('phone', PARTY_LIMITS.phone).refine((v) => v == null || isPhoneNumber(v), {
    message: 'phone must be a telephone number such as +31 10 252 1000 (6–15 digits)',
  }),
  notes: partyNotesSchema.optional(),
  contacts: contactListSchema.optional(),
  active: z.boolean({ error: 'active must be true or false' }).optional(),
});
/** Agent changes as sent. */
export type UpdateAgentInput = z.input<typeof updateAgentSchema>;
/** Agent changes after validation. */
export type UpdateAgent = z.output<typeof updateAgentSchema>;

/** A port agent as the API returns it. */
export const agentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  portLocode: z.string(),
  portName: z.string(),
  addressLines: z.array(z.string()),
  city: z.string(),
  postalCode: z.string().nullable(),
  country: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  notes: z.string(),
  active: z.boolean(),
  contacts: z.array(contactSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
/** A port agent. */
export type Agent = z.infer<typeof agentSchema>;

/** Query of the agents list: search on name, port, e-mail and city; filters; sort; paging. */
export const agentListQuerySchema = listQuerySchema.extend({
  active: activeFilterSchema,
  port: locodeSchema('port').optional(),
  country: countryCodeSchema('country').optional(),
});
/** Agents list query. */
export type AgentListQuery = z.infer<typeof agentListQuerySchema>;

/** `{ data: agent }`. */
export const agentResponseSchema = envelope(agentSchema);
/** `{ data: agents, page }`: answer of `GET /api/v1/purchasing/agents/`. */
export const agentListResponseSchema = pagedEnvelope(agentSchema);
