import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HttpError } from '../lib/http-error';
import { fieldSentence } from './field-label';

type Detail = { field: string; message: string };
type Issue = { path: PropertyKey[]; message: string; code?: string; errors?: Issue[][] };

/**
 * A union's own issue only says "Invalid input". When exactly one of its branches failed on more than
 * the input's type (one Signal K delta with too many updates fails the delta branch on `updates` and the
 * array branch on being an object), that branch's issues name the fields, under the union's path.
 */
function unfoldUnion(issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union' || !issue.errors?.length) return [issue];
  const meant = issue.errors.filter(
    (branch) => branch.length > 0 && !branch.every((i) => i.code === 'invalid_type' && i.path.length === 0),
  );
  if (meant.length !== 1) return [issue];
  return meant[0]!.flatMap((i) => unfoldUnion({ ...i, path: [...issue.path, ...i.path] }));
}

function zodDetails(issues: readonly Issue[], prefix = ''): Detail[] {
  return issues.flatMap(unfoldUnion).map((i) => ({
    field: [prefix, ...i.path.map(String)].filter(Boolean).join('.') || prefix || 'body',
    message: /received undefined$/.test(i.message) ? 'is required' : i.message,
  }));
}

/** The answer's message: the first field error in words (never the raw key or path), and how many more. */
function messageOf(details: Detail[]): string {
  const first = details[0];
  if (!first) return 'Invalid request';
  const base = fieldSentence(first.field, first.message);
  return details.length > 1 ? `${base} (and ${details.length - 1} more)` : base;
}

/** Maps Postgres constraint errors to a client answer (duplicate → 409, FK → 409, check → 400). */
function databaseError(error: unknown): HttpError | null {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const code = (cause as { code?: string }).code;
  const constraint = (cause as { constraint?: string }).constraint ?? '';
  if (code === '23505')
    return new HttpError(409, `A record with the same ${constraintField(constraint)} already exists`);
  if (code === '23503')
    return new HttpError(409, 'The record is referenced by other records or refers to a missing one');
  if (code === '23514') return new HttpError(400, `A value breaks the rule ${constraint}`);
  if (code === '40001') return new HttpError(409, 'A concurrent change got there first; try again');
  return null;
}

function constraintField(constraint: string): string {
  const m = /^[a-z]+_(.+)_key$/.exec(constraint);
  return m?.[1]?.replaceAll('_', ' ') ?? 'values';
}

/** The error handler: `{ message }` bodies, 400 naming the field, never a 500 for bad input. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const details = zodDetails(
        error.validation.map((v) => ({
          path: v.instancePath.split('/').filter(Boolean),
          message: v.message ?? 'is invalid',
          code: v.keyword,
          errors: (v.params as { errors?: Issue[][] }).errors,
        })),
        where === 'body' ? '' : where,
      );
      return reply.status(400).send({ message: messageOf(details), details });
    }
    if (error instanceof ZodError) {
      const details = zodDetails(error.issues as Issue[]);
      return reply.status(400).send({ message: messageOf(details), details });
    }
    if (error instanceof HttpError) {
      const first = error.details?.[0];
      // A `badRequest(field, message)` names the field in words like a schema error does.
      const message =
        first && error.message === `${first.field}: ${first.message}`
          ? messageOf(error.details!)
          : error.message;
      return reply
        .status(error.statusCode)
        .send(error.details ? { message, details: error.details } : { message });
    }
    const db = databaseError(error);
    if (db) return reply.status(db.statusCode).send({ message: db.message });
    if (error.statusCode && error.statusCode < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Content-Type must be application/json'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'body: a JSON body is required'
            : error.message;
      return reply.status(error.statusCode).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}` }),
  );
}
