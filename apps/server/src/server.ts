import { KEEL_VERSION } from '@keel/domain';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { isEmpty, DEMO_PASSWORD, DEMO_USERS } from './db/seed/platform.seed';
import { seedDemoData } from './db/seed/seed';
import { TokenService } from './lib/tokens';
import { createStorage } from './plugins/storage-backend';
import { buildApp } from './app';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  await database.migrate();
  const storage = createStorage(config);
  let seeded = false;
  if (database.kind === 'pglite' && (await isEmpty(database.db))) {
    await seedDemoData(database.db, { storage });
    seeded = true;
  }
  const app = await buildApp({
    config,
    database,
    tokens: new TokenService(config.jwtSecret, config.accessTokenTtl),
    storage,
  });
  app.log.info({ version: KEEL_VERSION, database: database.kind }, `Keel version ${KEEL_VERSION}`);
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  const where =
    database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    '',
    `  Keel ${KEEL_VERSION} is running on ${where}`,
    `  Open http://localhost:${config.port}`,
  ];
  if (database.kind === 'pglite') {
    lines.push(`  Demo logins (password "${DEMO_PASSWORD}")${seeded ? ', created now' : ''}:`);
    for (const u of DEMO_USERS)
      lines.push(`    ${u.email.padEnd(28)} ${u.jobTitle}${u.ship ? ` (${u.ship} only)` : ''}`);
  } else {
    lines.push('  Create the first administrator with: npm run keel -- create-admin --email you@example.com');
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else
    process.stderr.write(
      `Keel failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  process.exit(1);
});
