import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keel-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const load = (env: Record<string, string>) =>
  loadConfig({ KEEL_DATA_DIR: dataDir, JWT_SECRET: SECRET, ...env });

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir,
      databaseUrl: undefined,
      accessTokenTtl: 900,
      refreshTokenTtl: 604_800,
      logLevel: 'info',
      loginMaxFailures: 5,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      trustProxy: false,
    });
  });

  it('names every wrong variable in one message', () => {
    const attempt = () =>
      load({ PORT: 'abc', ACCESS_TOKEN_TTL: '-5', JWT_SECRET: 'short', TRUST_PROXY: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('Keel cannot start: invalid settings');
    for (const name of ['PORT', 'ACCESS_TOKEN_TTL', 'JWT_SECRET', 'TRUST_PROXY'])
      expect(message).toContain(`${name}:`);
  });

  it('believes X-Forwarded-For only when told to', () => {
    expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(load({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toBe('10.0.0.1, 10.0.0.2');
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('lets the KEEL_ mail and link settings win over the plain ones', () => {
    const config = load({
      PUBLIC_URL: 'https://old.example.com/',
      KEEL_PUBLIC_URL: 'https://keel.example.com/',
      SMTP_URL: 'smtp://old.example.com',
      KEEL_SMTP_URL: 'smtp://mail.example.com:587',
    });
    expect(config.publicUrl).toBe('https://keel.example.com');
    expect(config.smtpUrl).toBe('smtp://mail.example.com:587');
  });

  it('without JWT_SECRET makes one secret and keeps it in the data folder', () => {
    const first = loadConfig({ KEEL_DATA_DIR: dataDir });
    const second = loadConfig({ KEEL_DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
  });

  it('keeps a data key of its own, apart from the JWT secret, or takes KEEL_DATA_KEY', () => {
    const first = loadConfig({ KEEL_DATA_DIR: dataDir, JWT_SECRET: 'j'.repeat(40) });
    expect(first.dataKey.length).toBeGreaterThanOrEqual(32);
    expect(first.dataKey).not.toBe(first.jwtSecret);
    expect(loadConfig({ KEEL_DATA_DIR: dataDir }).dataKey).toBe(first.dataKey);
    expect(readFileSync(path.join(dataDir, 'data-key'), 'utf8').trim()).toBe(first.dataKey);
    expect(loadConfig({ KEEL_DATA_DIR: dataDir, KEEL_DATA_KEY: 'k'.repeat(32) }).dataKey).toBe(
      'k'.repeat(32),
    );
    expect(() => loadConfig({ KEEL_DATA_DIR: dataDir, KEEL_DATA_KEY: 'short' })).toThrow(
      /KEEL_DATA_KEY must be at least 32 characters/,
    );
  });
});
