import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, badRequest, staleVersion } from '../lib/http-error';
import { registerErrorHandler } from './errors';

/** A Postgres error as Drizzle wraps it. */
const pgError = (code: string, constraint?: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('db'), { code, constraint }) });

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/body',
    {
      schema: { body: z.object({ email: z.email('email must be a valid e-mail address'), age: z.number() }) },
    },
    async () => ({ ok: true }),
  );
  typed.get(
    '/query',
    { schema: { querystring: z.object({ limit: z.coerce.number().max(10, 'limit must be at most 10') }) } },
    async () => ({ ok: true }),
  );
  // One delta or a batch of them, as the Signal K ingest route takes.
  const delta = z.object({ updates: z.array(z.object({ path: z.string() })).max(2) });
  typed.post(
    '/union',
    { schema: { body: z.object({ deltas: z.union([delta, z.array(delta).max(3)]) }) } },
    async () => ({ ok: true }),
  );
  app.get('/http', async () => {
    throw badRequest('shipId', 'no ship with this id');
  });
  app.get('/stale', async () => {
    throw staleVersion('User');
  });
  app.get('/plain-http', async () => {
    throw new HttpError(429, 'Slow down');
  });
  app.get('/zod', async () => z.object({ name: z.string().min(1, 'name is required') }).parse({ name: '' }));
  app.get('/duplicate', async () => {
    throw pgError('23505', 'users_email_key');
  });
  app.get('/fk', async () => {
    throw pgError('23503', 'user_roles_role_id_fk');
  });
  app.get('/check', async () => {
    throw pgError('23514', 'amount_positive');
  });
  app.get('/serialization', async () => {
    throw pgError('40001');
  });
  app.get('/boom', async () => {
    throw new Error('secret internals');
  });
  await app.ready();
});
afterAll(() => app.close());

const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

describe('the error handler', () => {
  it('maps schema errors of the body to 400 naming each field', async () => {
    const response = await app.inject({ method: 'POST', url: '/body', payload: { email: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'E-mail must be a valid e-mail address (and 1 more)',
      details: [
        { field: 'email', message: 'email must be a valid e-mail address' },
        { field: 'age', message: 'is required' },
      ],
    });
  });

  it('names the fields of the union branch the input was meant for, not "Invalid input"', async () => {
    const post = async (deltas: unknown) => {
      const response = await app.inject({ method: 'POST', url: '/union', payload: { deltas } });
      return { status: response.statusCode, details: response.json().details };
    };
    // An object fails the array branch on its type only: the delta branch says what is wrong.
    expect(await post({ updates: [{ path: 'a' }, { path: 'b' }, { path: 'c' }] })).toEqual({
      status: 400,
      details: [{ field: 'deltas.updates', message: 'Too big: expected array to have <=2 items' }],
    });
    expect(await post([{ updates: [{ path: 1 }] }])).toEqual({
      status: 400,
      details: [
        { field: 'deltas.0.updates.0.path', message: 'Invalid input: expected string, received number' },
      ],
    });
    // Neither branch fits the input's type: the union's own issue stays.
    expect(await post('x')).toEqual({
      status: 400,
      details: [{ field: 'deltas', message: 'Invalid input' }],
    });
  });

  it('prefixes query-string fields with "querystring"', async () => {
    expect(await get('/query?limit=50')).toEqual({
      status: 400,
      body: {
        message: 'Limit must be at most 10',
        details: [{ field: 'querystring.limit', message: 'limit must be at most 10' }],
      },
    });
  });

  it('answers a non-JSON body with 415 or 400 and a message, never 500', async () => {
    const wrongType = await app.inject({
      method: 'POST',
      url: '/body',
      payload: '<x/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({ message: 'Content-Type must be application/json' });
    const broken = await app.inject({
      method: 'POST',
      url: '/body',
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(typeof broken.json().message).toBe('string');
  });

  it('sends HttpErrors as they are, with details when given', async () => {
    expect(await get('/http')).toEqual({
      status: 400,
      body: {
        message: 'Ship: no ship with this id',
        details: [{ field: 'shipId', message: 'no ship with this id' }],
      },
    });
    expect(await get('/stale')).toEqual({
      status: 409,
      body: { message: 'User was changed by someone else; reload it and try again' },
    });
    expect(await get('/plain-http')).toEqual({ status: 429, body: { message: 'Slow down' } });
  });

  it('maps a ZodError thrown by a service to 400', async () => {
    expect(await get('/zod')).toEqual({
      status: 400,
      body: { message: 'Name is required', details: [{ field: 'name', message: 'name is required' }] },
    });
  });

  it('maps database constraint errors: duplicate and reference 409, check 400, serialization 409', async () => {
    expect(await get('/duplicate')).toEqual({
      status: 409,
      body: { message: 'A record with the same email already exists' },
    });
    expect(await get('/fk')).toEqual({
      status: 409,
      body: { message: 'The record is referenced by other records or refers to a missing one' },
    });
    expect(await get('/check')).toEqual({
      status: 400,
      body: { message: 'A value breaks the rule amount_positive' },
    });
    expect(await get('/serialization')).toEqual({
      status: 409,
      body: { message: 'A concurrent change got there first; try again' },
    });
  });

  it('hides unexpected errors behind a 500 and answers unknown routes with 404', async () => {
    expect(await get('/boom')).toEqual({ status: 500, body: { message: 'Internal server error' } });
    expect(await get('/nowhere?x=1')).toEqual({ status: 404, body: { message: 'No route GET /nowhere' } });
  });
});
