import type { TestProject } from 'vitest/node';
import { prepareTestDatabaseSource, type TestDatabaseSource } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

/** PGlite in memory by default; PostgreSQL when TEST_DATABASE_URL names a server (its database is only used to connect). */
export default async function setup(project: TestProject) {
  const { source, dispose } = await prepareTestDatabaseSource(
    process.env.TEST_DATABASE_URL || undefined,
    project.name,
  );
  project.provide('testDatabase', source);
  return dispose;
}
