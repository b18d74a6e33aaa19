import pg from 'pg';

/** Runs `query` on a new client of the PostgreSQL server at `url`, then closes the client. */
export async function withClient<T>(url: string, query: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

/** `base` (a PostgreSQL URL) with its database set to `name`. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates database `name` on the server of `base`: a copy of database `template` (which must have no
 * open connections) when given, else empty. Answers its URL. `name` and `template` are identifiers the
 * tests make, never input.
 */
export async function createDatabase(base: string, name: string, template?: string) {
  await withClient(base, (c) =>
    c.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  return databaseUrl(base, name);
}

/** Drops database `name` of the server of `base`, ending its connections first; no error when it is gone. */
export async function dropDatabase(base: string, name: string): Promise<void> {
  await withClient(base, (c) => c.query(`drop database if exists ${name} with (force)`));
}
