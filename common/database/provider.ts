// Which Prisma provider a database URL selects. The dashboard and the KYC service
// both run on SQLite by default and on PostgreSQL when their URL says so.
export type DatabaseProvider = "sqlite" | "postgresql";

export function databaseProvider(url: string): DatabaseProvider {
  if (url.startsWith("file:")) return "sqlite";
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) return "postgresql";
  throw new Error(
    `unsupported database URL scheme in "${url.split(":")[0]}:" (use file:... for SQLite or postgresql://... for PostgreSQL)`,
  );
}

/** The schema file for a provider: the SQLite one is authored, the PostgreSQL one derived. */
export function schemaPath(dir: string, provider: DatabaseProvider): string {
  return provider === "sqlite" ? `${dir}/schema.prisma` : `${dir}/postgresql/schema.prisma`;
}

// Kept on the client object itself, not in a module-level set: Next.js bundles a module into
// several server chunks, each with its own copy of such a set, while the client object (one
// per process) is the same in all of them.
const providerProperty = "kycDatabaseProvider";

/** Records on a Prisma client which database its URL chose; done once, where it is opened. */
export function markProvider<T extends object>(client: T, url: string): T {
  Object.defineProperty(client, providerProperty, { value: databaseProvider(url), enumerable: false });
  return client;
}

/** Which database a client talks to (also inside its transactions), as its URL chose. */
export function providerOf(client: object): DatabaseProvider {
  const provider = (client as Record<string, unknown>)[providerProperty];
  if (provider === "sqlite" || provider === "postgresql") return provider;
  throw new Error(
    "this database client was not opened through createDb/openServiceDb (no provider recorded)",
  );
}
