// The demo lists (fictional people written for this project, demo-lists/*.json) are imported
// on the service's first start, so a fresh clone's demo data shows red flags. A list that
// exists already (imported before, or replaced by the operator) is left as it is.
import { readdir } from "node:fs/promises";
import path from "node:path";
import type { ServiceDb } from "../store/db";
import { importWatchlistFile } from "./import-file";

const demoDir = path.resolve(import.meta.dirname, "demo-lists");

export async function ensureDemoLists(db: ServiceDb): Promise<string[]> {
  const imported: string[] = [];
  for (const file of (await readdir(demoDir)).filter((f) => f.endsWith(".json")).sort()) {
    const name = path.basename(file, ".json");
    // Any version, active or not: an operator's own import of that name wins.
    if (await db.amlList.findFirst({ where: { name }, select: { id: true } })) continue;
    const report = await importWatchlistFile(db, { format: "custom", file: path.join(demoDir, file) });
    if (report.list.name !== name)
      throw new Error(`demo list ${file} must be named "${name}", not "${report.list.name}"`);
    imported.push(`${name} (${report.entries} fictional entries)`);
  }
  return imported;
}
