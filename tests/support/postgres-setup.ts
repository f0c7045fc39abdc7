import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test cluster's maintenance database, in the project that runs the backends over PostgreSQL. */
    postgresUrl?: string;
  }
}

/** Starts a private PostgreSQL cluster for the project's files (each makes a database of its own). */
export default async function setup(project: TestProject) {
  const cluster = await startPostgres();
  project.provide('postgresUrl', cluster.createDatabase('cuib_tests'));
  return () => cluster.stop();
}
