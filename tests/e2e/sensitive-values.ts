// Values the e2e run types or creates that no log may contain (passwords, staff e-mails,
// applicants' e-mails of submissions a test deletes): noted here as they are made, one JSON
// line each in <e2e data dir>/logs/sensitive-values.jsonl, for the log scan that runs after
// the suite (tests/e2e-logs/). Applicants still at the service are read from its database.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { e2eDataDir } from "./accounts";

export type SensitiveKind = "password" | "e-mail" | "name" | "identity number" | "address" | "secret";

export interface SensitiveValue {
  kind: SensitiveKind;
  value: string;
  /** Where the value came from, for the failure message (the value itself is never printed). */
  source: string;
}

const file = () => path.join(e2eDataDir, "logs", "sensitive-values.jsonl");

export function noteSensitive(kind: SensitiveKind, value: string, source: string): void {
  mkdirSync(path.dirname(file()), { recursive: true });
  appendFileSync(file(), `${JSON.stringify({ kind, value, source } satisfies SensitiveValue)}\n`);
}

export function notedSensitive(): SensitiveValue[] {
  if (!existsSync(file())) return [];
  return readFileSync(file(), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SensitiveValue);
}
