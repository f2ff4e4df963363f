// A fresh PostgreSQL database for specs that run servers on PostgreSQL (TEST_DATABASE_URL names
// the PostgreSQL server, as for the integration tests; CI always has one).
import { createTestDatabaseUrl, testServerUrl } from '@cairn/db/testing';

/** The server's address without its password (the message may land in a scanned log). */
function shownServerUrl(): string {
  const url = new URL(testServerUrl());
  if (url.password) url.password = '***';
  return url.toString();
}

/**
 * Creates an empty database; fails with a clear message when PostgreSQL cannot be reached, since
 * a browser test that needs it must fail rather than skip.
 */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  try {
    return await createTestDatabaseUrl();
  } catch (error) {
    // A refused connection may come as an AggregateError with an empty message but a code.
    const reason =
      error instanceof Error ? error.message || String((error as { code?: string }).code) : error;
    throw new Error(
      `This spec needs PostgreSQL: could not create a database on ${shownServerUrl()} (${String(reason)}). ` +
        'Start PostgreSQL or point TEST_DATABASE_URL at one.',
    );
  }
}
