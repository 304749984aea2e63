import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import path from 'node:path';
import { passwordSchema } from '@keel/domain';
import { z } from 'zod';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Db } from './db/client';
import { seedDemoData } from './db/seed/seed';
import { hashPassword } from './lib/passwords';
import { recordAudit } from './modules/audit/audit.service';
import { S3Storage } from './plugins/s3-storage';
import { copyLocalFilesToS3 } from './plugins/s3-storage-copy';
import { createStorage, localStorageOf } from './plugins/storage-backend';
import { users } from './modules/users/user.table';
import { oldDataKeyOf, resealSourcePasswords } from './modules/conning/source-reseal';

const USAGE = `Usage: npm run keel -- <command>

Commands:
  migrate                          apply the database migrations
  seed                             load the demo data (idempotent)
  create-admin --email E [--name N]
                                   create an administrator; the password comes from
                                   KEEL_ADMIN_PASSWORD or is asked for at the prompt
  copy-files-to-s3 [--dry-run]     copy the files of <KEEL_DATA_DIR>/files into the bucket of
                                   KEEL_S3_* (same keys; skips what is there with the same
                                   size and sha256; safe to run again)
  reseal-secrets [--old-key-file F]
                                   seal the stored secrets (MQTT broker passwords) again with
                                   the current data key; the old key comes from file F or
                                   KEEL_OLD_DATA_KEY, never from the command line (safe to run again)
`;

async function promptHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _enc, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY === true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    process.stdout.write(USAGE);
    return;
  }
  if (command === 'copy-files-to-s3') return copyFilesToS3(rest);
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    if (command === 'migrate') {
      process.stdout.write(`Migrations applied (${database.kind}).\n`);
    } else if (command === 'seed') {
      await seedDemoData(database.db, { storage: createStorage(config) });
      process.stdout.write(`Demo data loaded (${database.kind}).\n`);
    } else if (command === 'create-admin') {
      const { values } = parseArgs({
        args: rest,
        options: { email: { type: 'string' }, name: { type: 'string' } },
      });
      const email = z
        .email('--email must be a valid e-mail address')
        .parse(values.email?.trim().toLowerCase());
      const name = values.name?.trim() || 'Administrator';
      const password = passwordSchema.parse(
        process.env.KEEL_ADMIN_PASSWORD ?? (await promptHidden('Password: ')),
      );
      const passwordHash = await hashPassword(password);
      await database.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({ email, name, passwordHash, isAdmin: true })
          .onConflictDoNothing()
          .returning({ id: users.id });
        if (!created) throw new Error(`A user with e-mail ${email} already exists`);
        await recordAudit(
          tx,
          { id: null, name: 'keel create-admin' },
          {
            action: 'create',
            entity: 'user',
            entityId: created.id,
            after: { email, name, isAdmin: true },
          },
        );
      });
      process.stdout.write(`Administrator ${email} created.\n`);
    } else if (command === 'reseal-secrets') {
      await resealSecrets(database.db, config, rest);
    } else {
      process.stderr.write(`Unknown command: ${command}\n\n${USAGE}`);
      process.exitCode = 2;
    }
  } finally {
    await database.close();
  }
}

/** `reseal-secrets`: stored secrets from an old data key to the current one (docs/conning-data.md). */
async function resealSecrets(db: Db, config: Config, args: string[]) {
  const { values } = parseArgs({ args, options: { 'old-key-file': { type: 'string' } } });
  // `npm run keel` runs in apps/server: a relative file is taken from where the command was typed.
  const file = values['old-key-file'];
  const base = process.env.INIT_CWD ?? process.cwd();
  const old = oldDataKeyOf(file === undefined ? undefined : path.resolve(base, file), process.env);
  const where = process.env.KEEL_DATA_KEY ? 'KEEL_DATA_KEY' : path.join(config.dataDir, 'data-key');
  process.stdout.write(`Sealing stored secrets with the current data key (${where})\n`);
  const r = await resealSourcePasswords(db, { current: config.dataKey, old, formers: [config.jwtSecret] });
  process.stdout.write(
    `MQTT broker passwords: ${r.examined} stored, ${r.resealed} re-sealed, ${r.sealedFromClear} sealed ` +
      `from clear text, ${r.current} already current, ${r.unreadable.length} unreadable\n`,
  );
  for (const id of r.unreadable)
    process.stderr.write(`  source ${id}: neither key opens its password (left as it is; enter it again)\n`);
  if (r.unreadable.length > 0) process.exitCode = 1;
}

/** `copy-files-to-s3`: the disk's files into the bucket (docs/files-and-shared-links.md). */
async function copyFilesToS3(args: string[]) {
  const { values } = parseArgs({ args, options: { 'dry-run': { type: 'boolean' } } });
  const config = loadConfig({ ...process.env, KEEL_STORAGE: 's3' });
  if (config.storage.kind !== 's3') return;
  const bucket = new S3Storage(config.storage);
  const dryRun = values['dry-run'] === true;
  process.stdout.write(
    `Copying ${path.join(config.dataDir, 'files')} to bucket ${config.storage.bucket}${dryRun ? ' (dry run)' : ''}\n`,
  );
  const summary = await copyLocalFilesToS3(localStorageOf(config), bucket, {
    dryRun,
    onFile: (key, outcome) => {
      if (outcome !== 'skipped') process.stdout.write(`  ${outcome.padEnd(8)} ${key}\n`);
    },
  });
  bucket.client.destroy();
  const mib = (summary.bytes / 1024 / 1024).toFixed(1);
  process.stdout.write(
    `${summary.scanned} files: ${summary.copied} copied, ${summary.replaced} replaced, ` +
      `${summary.skipped} already there, ${summary.failed} failed (${mib} MiB sent)\n`,
  );
  for (const f of summary.failures) process.stderr.write(`  failed ${f.key}: ${f.message}\n`);
  if (summary.failed > 0) process.exitCode = 1;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof z.ZodError) process.stderr.write(`${error.issues.map((i) => i.message).join('\n')}\n`);
  else if (error instanceof ConfigError || error instanceof Error) process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
