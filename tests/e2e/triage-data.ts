// Pending cases of this run for the triage e2e, made as an applicant makes them (step 1, the
// simulated bank's PreStep2, step 2 over the service's public HTTPS interface), tagged by a
// userid of their own so that the triage tests never touch review.spec.ts's cases.
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { demoFaces } from "../../scripts/demo/people";
import { e2eDataDir } from "./accounts";
import { e2eKycClient, pendingApplicant } from "./kyc-service";
import { untilIndexed } from "./indexed";

export interface TriageCase {
  id: string;
  name: string;
  email: string;
}

export interface TriageData {
  tag: string;
  cases: TriageCase[];
}

const names = ["HONG GILDONG", "KIM MINJUN", "LEE SEOYEON"];

export async function triageData(): Promise<TriageData> {
  const cache = path.join(e2eDataDir, `triage-data-${process.env.E2E_RUN_ID ?? "local"}.json`);
  if (existsSync(cache)) return JSON.parse(readFileSync(cache, "utf8")) as TriageData;
  const tag = `triage-${randomUUID().slice(0, 8)}`;
  const kyc = e2eKycClient();
  // A birth date of this run's own: a decided case of an earlier run in the same data directory
  // (the same names) must not be this run's possible duplicate.
  const n = Number.parseInt(tag.slice(-6), 16);
  const birthDate = `19${50 + (n % 40)}-0${1 + (n % 9)}-1${n % 10}`;
  try {
    const cases: TriageCase[] = [];
    for (const [i, name] of names.entries()) {
      const email = `${tag}-${i}@example.com`;
      const submissionId = await pendingApplicant(kyc, {
        email,
        userid: tag,
        face: demoFaces.passes,
        applicant: { name, date_of_birth: birthDate, nationality: "KOR", gender: "male" },
      });
      cases.push({ id: submissionId, name, email });
    }
    await untilIndexed(kyc, tag);
    const data = { tag, cases };
    writeFileSync(cache, JSON.stringify(data));
    return data;
  } finally {
    await kyc.close();
  }
}
