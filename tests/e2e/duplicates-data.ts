// Second accounts of approved applicants for the duplicates e2e, made as applicants make them
// (step 1, the simulated bank's PreStep2, step 2 over the service's public HTTPS interface):
// for each person a first account approved through the review extension, then a second one
// under another e-mail with the name in the other order, left pending. Made once per
// spec (tests/e2e/spec-data.ts: a spec that resolves the pairs must not take them from one that
// reads them unresolved); names carry the tag so no
// other spec's person matches. Ready once the sync has indexed them and recorded each pair's
// group (the duplicate check runs just after the rows are committed).
import { randomUUID } from "node:crypto";
import type { TestInfo } from "@playwright/test";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { createDb } from "../../lib/database/dashboard-db";
import type { KycClient } from "../../lib/kyc/client";
import { demoFaces } from "../../scripts/demo/people";
import { e2eDataDir } from "./accounts";
import { e2eKycClient, pendingApplicant } from "./kyc-service";
import { untilIndexed } from "./indexed";
import { arrangedOnce } from "./spec-data";

export interface DuplicatePair {
  /** The approved first account. */
  first: string;
  /** The pending second account, its name reversed. */
  second: string;
  name: string;
}

export interface DuplicatesData {
  tag: string;
  /** Resolved in the spec as a duplicate account (rejected). */
  account: DuplicatePair;
  /** Resolved in the spec as suspected fraud (escalated, settled by a manager). */
  fraud: DuplicatePair;
}

async function pair(kyc: KycClient, tag: string, given: string): Promise<DuplicatePair> {
  const family = `Twice${tag.slice(-6)}`;
  const person = { date_of_birth: "1986-04-12", nationality: "KOR", gender: "female" } as const;
  const first = await pendingApplicant(kyc, {
    email: `${tag}-${given}-1@example.com`,
    userid: tag,
    face: demoFaces.passes,
    applicant: { ...person, name: `${given} ${family}` },
  });
  await kyc.reviewSubmission({ submissionId: first, status: "approved", admin: "E2E reviewer" });
  const second = await pendingApplicant(kyc, {
    email: `${tag}-${given}-2@example.com`,
    userid: tag,
    face: demoFaces.passes,
    applicant: { ...person, name: `${family.toUpperCase()} ${given.toUpperCase()}` },
  });
  return { first, second, name: `${family.toUpperCase()} ${given.toUpperCase()}` };
}

/** Waits until the dashboard has recorded a group for each of these cases. */
async function untilGrouped(ids: string[], timeoutMs = 60_000): Promise<void> {
  const db = createDb(`file:${path.resolve(e2eDataDir, "dashboard.db")}`);
  const deadline = Date.now() + timeoutMs;
  try {
    while (
      (await db.duplicateGroup.count({ where: { submissionId: { in: ids }, status: { not: "clear" } } })) <
      ids.length
    ) {
      if (Date.now() > deadline)
        throw new Error(`no duplicate group recorded for ${ids.join(", ")} in ${timeoutMs} ms`);
      await sleep(250);
    }
  } finally {
    await db.$disconnect();
  }
}

export function duplicatesData(info: TestInfo): Promise<DuplicatesData> {
  return arrangedOnce("duplicates", info, arrange);
}

async function arrange(): Promise<DuplicatesData> {
  const tag = `dup-${randomUUID().slice(0, 8)}`;
  const kyc = e2eKycClient();
  try {
    const data = { tag, account: await pair(kyc, tag, "Alma"), fraud: await pair(kyc, tag, "Berit") };
    await untilIndexed(kyc, tag);
    await untilGrouped([data.account.second, data.fraud.second]);
    return data;
  } finally {
    await kyc.close();
  }
}
