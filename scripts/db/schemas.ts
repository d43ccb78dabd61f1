// The two databases (dashboard, KYC service), each authored once as a SQLite schema from
// which the PostgreSQL variant is derived by swapping the provider (docs/decisions/0002).
import path from "node:path";

export interface ProgramSchema {
  program: "dashboard" | "service";
  dir: string;
  config: string;
  urlVariable: string;
}

const root = path.resolve(import.meta.dirname, "../..");

export const programSchemas: ProgramSchema[] = [
  {
    program: "dashboard",
    dir: path.join(root, "prisma"),
    config: path.join(root, "prisma.config.ts"),
    urlVariable: "DATABASE_URL",
  },
  {
    program: "service",
    dir: path.join(root, "kyc-service/prisma"),
    config: path.join(root, "kyc-service/prisma.config.ts"),
    urlVariable: "KYC_SERVICE_DATABASE_URL",
  },
];

const derivedHeader = "// Derived from ../schema.prisma by `npm run db -- sync`; do not edit.\n";

/** The PostgreSQL schema text for an authored SQLite schema. */
export function derivePostgresSchema(sqliteSchema: string): string {
  const text = sqliteSchema
    .replace(/provider\s*=\s*"sqlite"/, 'provider = "postgresql"')
    .replace(/url\s*=\s*"file:[^"]*"/, 'url      = "postgresql://localhost/unused"')
    .replace(
      /output\s*=\s*"\.\.\/generated\/prisma\/sqlite"/,
      'output     = "../../generated/prisma/postgresql"',
    );
  return derivedHeader + text;
}

/** The inverse, used to recover the last migrated SQLite schema from the derived one. */
export function sqliteFromDerived(derived: string, authored: string): string {
  const url = /url\s*=\s*"file:[^"]*"/.exec(authored)?.[0] ?? 'url = "file:./unused.db"';
  return derived
    .replace(derivedHeader, "")
    .replace(/provider\s*=\s*"postgresql"/, 'provider = "sqlite"')
    .replace(/url\s*=\s*"postgresql:[^"]*"/, url)
    .replace(
      /output\s*=\s*"\.\.\/\.\.\/generated\/prisma\/postgresql"/,
      'output     = "../generated/prisma/sqlite"',
    );
}
