import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/platform.seed';

/** Starts `app` on a free port of 127.0.0.1 and returns its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

/** Signs a demo user in through Keel's login route and returns the access token. */
export async function login(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/',
    payload: { email, password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`login as ${email} failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { token: string } }).data.token;
}

/** The JSON answer of a GET, which must be 200. */
export async function getJson<T = unknown>(url: string, headers: Record<string, string>): Promise<T> {
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<T>;
}
