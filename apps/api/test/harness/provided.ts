// What the global setup hands to every test file (through vitest's provide/inject).
export type TestDatabaseSource =
  /** A dumpDataDir() archive of a migrated PGlite, on disk. */
  | { kind: 'pglite'; dumpFile: string }
  /** A migrated template database on the PostgreSQL server of TEST_DATABASE_URL. */
  | { kind: 'postgres'; url: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}
