import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const seconds = (name: string, fallback: number) =>
  z.coerce
    .number({ message: `${name} must be a whole number of seconds` })
    .int(`${name} must be a whole number of seconds`)
    .min(30, `${name} must be at least 30 seconds`)
    .default(fallback);

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535')
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  KEEL_DATA_DIR: z.string().min(1, 'KEEL_DATA_DIR must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  ACCESS_TOKEN_TTL: seconds('ACCESS_TOKEN_TTL', 15 * 60),
  REFRESH_TOKEN_TTL: seconds('REFRESH_TOKEN_TTL', 7 * 24 * 3600),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  KEEL_DATA_KEY: z.string().min(32, 'KEEL_DATA_KEY must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  PUBLIC_URL: z.url('PUBLIC_URL must be a URL').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Keel <no-reply@keel.local>'),
  KEEL_WEB_DIST: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(
      /^(true|false|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
      'TRUST_PROXY must be true, false, or a comma-separated list of proxy addresses (e.g. 10.0.0.1,10.0.0.2)',
    )
    .default('false'),
  KEEL_PUBLIC_URL: z.url('KEEL_PUBLIC_URL must be a URL such as https://keel.example.com').optional(),
  KEEL_SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/.+/,
      'KEEL_SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587',
    )
    .optional(),
  KEEL_MAIL_FROM: z
    .string()
    .min(3, 'KEEL_MAIL_FROM must be an address such as Keel <no-reply@example.com>')
    .optional(),
  KEEL_SIMULATOR: z.enum(['on', 'off'], { message: 'KEEL_SIMULATOR must be on or off' }).optional(),
  KEEL_CONNING_RETENTION_DAYS: z.coerce
    .number({ message: 'KEEL_CONNING_RETENTION_DAYS must be a number of days' })
    .int('KEEL_CONNING_RETENTION_DAYS must be a whole number of days')
    .min(1, 'KEEL_CONNING_RETENTION_DAYS must be at least 1')
    .default(90),
  KEEL_CONNING_HISTORY_INTERVAL_MS: z.coerce
    .number({ message: 'KEEL_CONNING_HISTORY_INTERVAL_MS must be a number of milliseconds' })
    .int('KEEL_CONNING_HISTORY_INTERVAL_MS must be a whole number of milliseconds')
    .min(0, 'KEEL_CONNING_HISTORY_INTERVAL_MS must be 0 (every value) or more')
    .max(3_600_000, 'KEEL_CONNING_HISTORY_INTERVAL_MS must be at most 3600000 (an hour)')
    .default(1000),
  KEEL_CONNING_EXPORT_RETENTION_DAYS: z.coerce
    .number({ message: 'KEEL_CONNING_EXPORT_RETENTION_DAYS must be a number of days' })
    .int('KEEL_CONNING_EXPORT_RETENTION_DAYS must be a whole number of days')
    .min(1, 'KEEL_CONNING_EXPORT_RETENTION_DAYS must be at least 1')
    .default(7),
  KEEL_STORAGE: z.enum(['local', 's3'], { message: 'KEEL_STORAGE must be local or s3' }).default('local'),
  KEEL_S3_BUCKET: z.string().trim().min(3, 'KEEL_S3_BUCKET must be a bucket name').optional(),
  KEEL_S3_ENDPOINT: z.url('KEEL_S3_ENDPOINT must be a URL such as http://127.0.0.1:9000').optional(),
  KEEL_S3_REGION: z.string().trim().min(1, 'KEEL_S3_REGION must not be empty').default('us-east-1'),
  KEEL_S3_ACCESS_KEY_ID: z.string().min(1, 'KEEL_S3_ACCESS_KEY_ID must not be empty').optional(),
  KEEL_S3_SECRET_ACCESS_KEY: z.string().min(1, 'KEEL_S3_SECRET_ACCESS_KEY must not be empty').optional(),
  KEEL_S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { message: 'KEEL_S3_FORCE_PATH_STYLE must be true or false' })
    .optional(),
});

/** The server's settings, read from the environment and checked at start-up. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  jwtSecret: string;
  /**
   * The key that seals secrets stored in the database (MQTT broker passwords): `KEEL_DATA_KEY`, else one
   * made once and kept in the data folder. Apart from the JWT secret, so that rotating the signing secret
   * (e.g. after a leak) does not make the stored passwords unreadable.
   */
  dataKey: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  loginMaxFailures: number;
  loginWindowSeconds: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  webDist: string | undefined;
  /**
   * Whose `X-Forwarded-For` to believe for the client address (login throttling, public-page rate
   * limits): nobody by default, so a client cannot pick its own address; behind a reverse proxy list
   * the proxies' addresses (or `true` to believe any).
   */
  trustProxy: boolean | string;
  /** The conning simulator: `undefined` means on for the embedded database, off on PostgreSQL. */
  simulator: boolean | undefined;
  /** Days of raw sensor history kept (the aggregates stay). */
  conningRetentionDays: number;
  /**
   * Raw sensor history keeps a path's value of a source at most this often, in ms (0: every value); latest,
   * the live stream and the aggregates take every value.
   */
  conningHistoryIntervalMs: number;
  /** Days a finished conning export's file is kept before the job turns EXPIRED and the file is deleted. */
  conningExportRetentionDays: number;
  /** Where uploaded files live: `<dataDir>/files` (local) or an S3-compatible bucket (s3-storage.ts). */
  storage: StorageConfig;
}

/** The file storage settings (`KEEL_STORAGE`, `KEEL_S3_*`; docs/files-and-shared-links.md). */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

/** Raised when an environment variable is wrong; the message names each variable. */
export class ConfigError extends Error {}

/**
 * Reads the settings. Without `JWT_SECRET` (or `KEEL_DATA_KEY`), a random secret is created once and
 * kept in the data folder, so sessions (and sealed passwords) survive restarts; several instances must
 * share `JWT_SECRET` and `KEEL_DATA_KEY`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Keel cannot start: invalid settings\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.KEEL_DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir, 'jwt-secret'),
    dataKey: e.KEEL_DATA_KEY ?? persistentSecret(dataDir, 'data-key'),
    logLevel: e.LOG_LEVEL,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginWindowSeconds: e.LOGIN_WINDOW_SECONDS,
    publicUrl: (e.KEEL_PUBLIC_URL ?? e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.KEEL_SMTP_URL ?? e.SMTP_URL,
    mailFrom: e.KEEL_MAIL_FROM ?? e.MAIL_FROM,
    webDist: e.KEEL_WEB_DIST,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    simulator: e.KEEL_SIMULATOR === undefined ? undefined : e.KEEL_SIMULATOR === 'on',
    conningRetentionDays: e.KEEL_CONNING_RETENTION_DAYS,
    conningHistoryIntervalMs: e.KEEL_CONNING_HISTORY_INTERVAL_MS,
    conningExportRetentionDays: e.KEEL_CONNING_EXPORT_RETENTION_DAYS,
    storage: storageConfigOf(e),
  };
}

function storageConfigOf(e: z.infer<typeof envSchema>): StorageConfig {
  if (e.KEEL_STORAGE === 'local') return { kind: 'local' };
  const problems: string[] = [];
  if (!e.KEEL_S3_BUCKET) problems.push('  - KEEL_S3_BUCKET: required when KEEL_STORAGE=s3');
  if (!e.KEEL_S3_ACCESS_KEY_ID !== !e.KEEL_S3_SECRET_ACCESS_KEY)
    problems.push(
      '  - KEEL_S3_ACCESS_KEY_ID, KEEL_S3_SECRET_ACCESS_KEY: give both, or neither to use the AWS credential chain',
    );
  if (problems.length > 0 || !e.KEEL_S3_BUCKET)
    throw new ConfigError(`Keel cannot start: invalid settings\n${problems.join('\n')}`);
  return {
    kind: 's3',
    bucket: e.KEEL_S3_BUCKET,
    endpoint: e.KEEL_S3_ENDPOINT,
    region: e.KEEL_S3_REGION,
    accessKeyId: e.KEEL_S3_ACCESS_KEY_ID,
    secretAccessKey: e.KEEL_S3_SECRET_ACCESS_KEY,
    // A custom endpoint is nearly always a self-hosted store, which wants the bucket in the path.
    forcePathStyle: e.KEEL_S3_FORCE_PATH_STYLE
      ? e.KEEL_S3_FORCE_PATH_STYLE === 'true'
      : e.KEEL_S3_ENDPOINT !== undefined,
  };
}

function trustProxyOf(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** A random secret made once and kept in the data folder's `name` file (owner-only). */
function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
