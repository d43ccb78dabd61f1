// The Prisma CLI configuration of one program's database: JS schema engine, the driver
// adapter for its URL, and the schema/migrations variant for the URL's provider.
// Paths are relative to the prisma.config.ts that calls this.
import { defineConfig } from "prisma/config";
import { driverAdapter } from "./adapter";
import { databaseProvider, schemaPath } from "./provider";

export function prismaCliConfig(url: string) {
  const provider = databaseProvider(url);
  return defineConfig({
    experimental: { adapter: true },
    engine: "js",
    schema: schemaPath("prisma", provider),
    migrations: { path: provider === "postgresql" ? "prisma/postgresql/migrations" : "prisma/migrations" },
    adapter: async () => driverAdapter(url),
  });
}
