// The Prisma driver adapter for a database URL (Prisma 6.19 "client" engine: no binaries).
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { PrismaPg } from "@prisma/adapter-pg";
import { databaseProvider } from "./provider";

export function driverAdapter(url: string) {
  return databaseProvider(url) === "sqlite" ? new PrismaLibSQL({ url }) : new PrismaPg({ connectionString: url });
}
