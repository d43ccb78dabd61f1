// Pending cases of this run for the triage e2e, made as an applicant makes them (step 1, the
// simulated bank's PreStep2, step 2 over the service's public HTTPS interface), tagged by a
// userid of their own so that the triage tests never touch review.spec.ts's cases.
import { randomUUID } from "node:crypto";
import type { TestInfo } from "@playwright/test";
import { demoFaces } from "../../scripts/demo/people";
import { e2eKycClient, pendingApplicant } from "./kyc-service";
import { untilIndexed } from "./indexed";
import { arrangedOnce } from "./spec-data";

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

export function triageData(info: TestInfo): Promise<TriageData> {
  return arrangedOnce("triage", info, arrange);
}

async function arrange(): Promise<TriageData> {
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
    return { tag, cases };
  } finally {
    await kyc.close();
  }
}
