import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { inject as provided } from 'vitest';
import type { TokenUser } from '@keel/domain';
import type { AppContext } from '../app-context';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';
import { refuseOverlappingQueries } from './pg-overlap';
import {
  adminStatement,
  copyTemplateFiles,
  databaseUrl,
  pgliteTemplateBlob,
  type DbTemplate,
} from './db-template';
import { DEMO_PASSWORD } from '../db/seed/platform.seed';
import { seedDemoData } from '../db/seed/seed';
import { TokenService } from '../lib/tokens';
import { LocalDiskStorage } from '../plugins/storage';

/** The API's base path. */
export const API = '/api/v1';

/** A test answer: status, headers and `json()`. */
export type TestResponse = LightMyRequestResponse;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A signed-in user: their tokens and request helpers that send `x-auth-token` and `x-csrf-token`. */
export interface TestSession {
  token: string;
  refreshToken: string;
  csrf: string;
  /** The decoded access-token payload (id, name, email, isAdmin, sid, iat, exp). */
  user: TokenUser & { sid: string; iat: number; exp: number };
  /** The two auth headers of this session. */
  headers: Record<'x-auth-token' | 'x-csrf-token', string>;
  request(
    method: Method,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<TestResponse>;
  get(url: string): Promise<TestResponse>;
  post(url: string, body?: unknown): Promise<TestResponse>;
  patch(url: string, body?: unknown): Promise<TestResponse>;
  put(url: string, body?: unknown): Promise<TestResponse>;
  delete(url: string): Promise<TestResponse>;
}

/** A running test application on its own database. */
export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  db: Db;
  /** Sends a request without credentials (or with the headers given). */
  inject(options: InjectOptions): Promise<TestResponse>;
  /** Signs in through `POST /auth/` (demo password by default); throws unless it answers 200. */
  login(email: string, password?: string, options?: { ip?: string }): Promise<TestSession>;
  /** Wraps tokens (e.g. from a refresh) in a session. */
  session(tokens: { token: string; refreshToken: string; csrf: string }): TestSession;
  /** Closes the app and drops its database and data folder. */
  close(): Promise<void>;
}

/** Decodes a JWT's payload without checking it (tests read the claims). */
export function decodeJwt<T = Record<string, unknown>>(token: string): T {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T;
}

/** The database of one test file: in-memory PGlite, or a fresh PostgreSQL database dropped on close. */
export async function openTestDatabase(
  template?: DbTemplate,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const target = process.env.KEEL_TEST_DB ?? 'pglite';
  if (target === 'pglite') {
    const loadDataDir = template?.kind === 'pglite' ? await pgliteTemplateBlob(template) : undefined;
    const database = await openDatabase({
      url: undefined,
      dataDir: null,
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    return { database, drop: async () => {} };
  }
  const name = `keel_t_${randomBytes(6).toString('hex')}`;
  const from = template?.kind === 'postgres' ? ` TEMPLATE "${template.source}"` : '';
  await adminStatement(target, `CREATE DATABASE "${name}"${from}`);
  const database = await openDatabase({ url: databaseUrl(target, name), dataDir: null, poolSize: 5 });
  (database.db as unknown as { $client: pg.Pool }).$client.on('connect', refuseOverlappingQueries);
  return { database, drop: () => adminStatement(target, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** The migrated, seeded template of this run (global setup), when the file runs in a server project. */
function runTemplate(): DbTemplate | null {
  if (process.env.KEEL_TEST_TEMPLATE === 'off') return null;
  try {
    return provided('keelDbTemplate') ?? null;
  } catch {
    return null;
  }
}

/**
 * Builds the application on a database of its own (see `KEEL_TEST_DB`), migrated and loaded with
 * the demo data, so the demo users exist (password `keel-demo`): a copy of the run's template
 * (`test/db-template.ts`) inside the server projects, else migrated and seeded here. Files go to a temporary data folder
 * (`ctx.storage`), removed on close. `overrides` are environment settings on top of the test
 * defaults (e.g. `{ LOGIN_MAX_FAILURES: '3' }`).
 */
export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'keel-test-'));
  const config = loadConfig({
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    KEEL_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // The conning simulator stays off unless a test turns it on (docs/conning-data.md).
    KEEL_SIMULATOR: 'off',
    ...overrides,
  });
  const template = runTemplate();
  const { database, drop } = await openTestDatabase(template ?? undefined);
  const storage = new LocalDiskStorage(path.join(dataDir, 'files'));
  try {
    if (template) await copyTemplateFiles(template, path.join(dataDir, 'files'));
    else {
      await database.migrate();
      await seedDemoData(database.db, { storage });
    }
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
  const ctx: AppContext = {
    config,
    database,
    tokens: new TokenService(config.jwtSecret, config.accessTokenTtl),
    storage,
  };
  const app = await buildApp(ctx, { logger: false, verifyResponses: true });
  await app.ready();

  const inject = (options: InjectOptions) => app.inject(options) as Promise<TestResponse>;

  const session = (tokens: { token: string; refreshToken: string; csrf: string }): TestSession => {
    const headers = { 'x-auth-token': tokens.token, 'x-csrf-token': tokens.csrf };
    const request = (method: Method, url: string, body?: unknown, extra: Record<string, string> = {}) =>
      inject({
        method,
        url: url.startsWith('/api/') ? url : `${API}${url}`,
        headers: { ...headers, ...extra },
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      });
    return {
      ...tokens,
      user: decodeJwt(tokens.token),
      headers,
      request,
      get: (url) => request('GET', url),
      post: (url, body) => request('POST', url, body ?? {}),
      patch: (url, body) => request('PATCH', url, body ?? {}),
      put: (url, body) => request('PUT', url, body ?? {}),
      delete: (url) => request('DELETE', url),
    };
  };

  const login = async (email: string, password = DEMO_PASSWORD, options: { ip?: string } = {}) => {
    const response = await inject({
      method: 'POST',
      url: `${API}/auth/`,
      payload: { email, password },
      ...(options.ip ? { remoteAddress: options.ip } : {}),
    });
    if (response.statusCode !== 200)
      throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
    return session(response.json<{ data: { token: string; refreshToken: string; csrf: string } }>().data);
  };

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    try {
      await app.close();
      await database.close();
    } finally {
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  };

  return { app, ctx, db: database.db, inject, login, session, close };
}
