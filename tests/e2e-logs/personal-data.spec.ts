// Runs after the whole e2e suite (the "logs" project depends on "e2e"): searches everything
// both programs wrote while it ran (.data/e2e/logs/, tests/support/logged-servers.ts) for
// what must never be in a log. The values searched for:
// - every applicant the KYC service holds, read from its database (its interface masks
//   identity numbers): e-mail, name, identity and document numbers, street (the seed's
//   people and the suite's);
// - what the suite typed or made (tests/e2e/sensitive-values.ts): staff e-mails, passwords,
//   the e-mails of submissions it deleted;
// - the secrets of the e2e data directory: the API key, the auth secret, the audit keys, and
//   the demo accounts' first passwords.
// A match fails with the kind, the file and the line number, never the value itself.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import Database from "libsql";
import { e2eDataDir } from "../e2e/accounts";
import { notedSensitive, type SensitiveValue } from "../e2e/sensitive-values";

// Shorter values ("KOR", a two-letter name) would match ordinary text; none of ours are.
const minLength = 6;

/**
 * Every applicant the service holds, unmasked: read from its database (read only), because its
 * interface masks identity numbers, and a log must not hold the unmasked ones either.
 */
function applicantsAtTheService(): SensitiveValue[] {
  const database = new Database(path.join(e2eDataDir, "kyc-service", "service.db"), { readonly: true });
  try {
    const rows = database
      .prepare(
        `SELECT "id", "email", "name", "identityNumber", "documentNumber", "addressStreet" FROM "Submission"`,
      )
      .all() as Record<string, string | null>[];
    return rows.flatMap((row) => {
      const source = `submission ${row.id}`;
      const values: SensitiveValue[] = [];
      if (row.email) values.push({ kind: "e-mail", value: row.email, source });
      if (row.name) values.push({ kind: "name", value: row.name, source });
      for (const number of [row.identityNumber, row.documentNumber])
        if (number) values.push({ kind: "identity number", value: number, source });
      if (row.addressStreet) values.push({ kind: "address", value: row.addressStreet, source });
      return values;
    });
  } finally {
    database.close();
  }
}

function secretsOfTheDataDirectory(): SensitiveValue[] {
  const values: SensitiveValue[] = [];
  const read = (file: string) => readFileSync(path.join(e2eDataDir, file), "utf8").trim();
  values.push({ kind: "secret", value: read("kyc-service/dev-api-key"), source: "the KYC API key" });
  const secrets = path.join(e2eDataDir, "secrets");
  for (const name of readdirSync(secrets).filter((n) => !n.endsWith(".txt")))
    values.push({ kind: "secret", value: read(`secrets/${name}`), source: `secrets/${name}` });
  const demo = path.join(secrets, "demo-accounts.txt");
  if (existsSync(demo)) {
    for (const line of readFileSync(demo, "utf8")
      .split("\n")
      .filter((l) => l && !l.startsWith("#"))) {
      const [role, email, password] = line.trim().split(/\s+/);
      values.push({ kind: "password", value: password!, source: `demo ${role} account` });
      values.push({ kind: "e-mail", value: email!, source: `demo ${role} account` });
    }
  }
  return values;
}

/** A value as it may appear in a log: as typed, and as written in a URL or form body. */
const spellings = (value: string) =>
  [...new Set([value, encodeURIComponent(value), value.replaceAll(" ", "+")])].map((v) => v.toLowerCase());

test("neither program's log holds applicants' personal data, passwords or secrets", async () => {
  const values = [...applicantsAtTheService(), ...notedSensitive(), ...secretsOfTheDataDirectory()].filter(
    (v) => v.value.length >= minLength,
  );
  const logDir = path.join(e2eDataDir, "logs");
  // Both programs as Playwright started them, then every other log there (the fault tests' dashboard).
  const names = readdirSync(logDir).filter((n) => n.endsWith(".log"));
  const ordered = [
    "service.log",
    "dashboard.log",
    ...names.filter((n) => n !== "service.log" && n !== "dashboard.log"),
  ];
  const logs = ordered.map((name) => ({
    name,
    lines: readFileSync(path.join(logDir, name), "utf8").split("\n").filter(Boolean),
  }));

  // Not a scan of nothing: both programs logged, and every kind of value is searched for.
  for (const log of logs.slice(0, 2)) expect(log.lines.length, `${log.name} is empty`).toBeGreaterThan(0);
  const kinds = new Set(values.map((v) => v.kind));
  for (const kind of ["e-mail", "name", "identity number", "password", "secret"] as const)
    expect(kinds.has(kind), `no ${kind} to search for`).toBe(true);

  const found: string[] = [];
  for (const log of logs) {
    log.lines.forEach((line, i) => {
      const text = line.toLowerCase();
      for (const v of values)
        if (spellings(v.value).some((s) => text.includes(s)))
          found.push(`${log.name}:${i + 1}: ${v.kind} of ${v.source}`);
    });
  }
  const byKind = [...kinds].map((k) => `${values.filter((v) => v.kind === k).length} ${k}`).join(", ");
  const lines = logs.map((l) => `${l.name} ${l.lines.length}`).join(", ");
  console.log(`log scan: ${values.length} values (${byKind}) searched in ${lines} lines`);
  expect(found, `personal data or secrets in the logs:\n${found.join("\n")}`).toEqual([]);
});
