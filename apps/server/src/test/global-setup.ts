/**
 * Vitest global setup of the server integration projects: builds the migrated, demo-seeded template
 * database once for the run (`test/db-template.ts`) and hands it to the test files through `provide`.
 * `createTestApp` copies it; without it (a file run outside these projects) each app migrates and seeds.
 */
import type { TestProject } from 'vitest/node';
import { buildDbTemplate, dropDbTemplate, type DbTemplate } from './db-template';

declare module 'vitest' {
  export interface ProvidedContext {
    keelDbTemplate: DbTemplate | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const target = String(project.config.env?.KEEL_TEST_DB ?? 'pglite');
  const template = await buildDbTemplate(target);
  project.provide('keelDbTemplate', template);
  return () => dropDbTemplate(template, target);
}
