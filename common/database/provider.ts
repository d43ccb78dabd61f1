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
