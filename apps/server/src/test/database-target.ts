/*
 * Which database the server tests run on. By default an in-memory PGlite per test file, copied from a
 * migrated template; with TEST_DATABASE_URL (a PostgreSQL server, any database on it) a fresh database per
 * test file, created from a migrated template database on that server.
 */
/**
 * The migrated template's name for one run. Unique per run, so two runs on one server (two terminals, CI and a
 * developer) never drop each other's template.
 */
export const templateDatabaseName = (runId: string): string => `sortim_test_template_${runId}`;

export const testServerUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
