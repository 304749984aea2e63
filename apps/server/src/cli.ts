import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import path from 'node:path';
import { passwordSchema } from '@keel/domain';
import { z } from 'zod';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed/seed';
import { hashPassword } from './lib/passwords';
import { recordAudit } from './modules/audit/audit.service';
import { LocalDiskStorage } from './plugins/storage';
import { users } from './modules/users/user.table';

const USAGE = `Usage: npm run keel -- <command>

Commands:
  migrate                          apply the database migrations
  seed                             load the demo data (idempotent)
  create-admin --email E [--name N]
                                   create an administrator; the password comes from
                                   KEEL_ADMIN_PASSWORD or is asked for at the prompt
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
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    if (command === 'migrate') {
      process.stdout.write(`Migrations applied (${database.kind}).\n`);
    } else if (command === 'seed') {
      await seedDemoData(database.db, { storage: new LocalDiskStorage(path.join(config.dataDir, 'files')) });
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
    } else {
      process.stderr.write(`Unknown command: ${command}\n\n${USAGE}`);
      process.exitCode = 2;
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof z.ZodError) process.stderr.write(`${error.issues.map((i) => i.message).join('\n')}\n`);
  else if (error instanceof ConfigError || error instanceof Error) process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
