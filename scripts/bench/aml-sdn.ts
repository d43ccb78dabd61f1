// Where the AML benches find OFAC's SDN snapshot (../shared/data/ofac-sdn/sdn.csv, never committed).
import { existsSync } from "node:fs";
import path from "node:path";

export function sdnFile(): string {
  const beside = path.resolve(import.meta.dirname, "../../../shared/data/ofac-sdn/sdn.csv");
  const file = existsSync(beside) ? beside : "/work/shared/data/ofac-sdn/sdn.csv";
  if (!existsSync(file))
    throw new Error(`the SDN snapshot is missing at ${file} (../shared/data/ofac-sdn/sdn.csv)`);
  return file;
}
