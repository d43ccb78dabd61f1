// Pending cases of this run for the triage e2e, made as an applicant makes them (step 1, the
// simulated bank's PreStep2, step 2 over the service's public HTTPS interface), tagged by a
// userid of their own so that the triage tests never touch review.spec.ts's cases.
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { passDemoAccountVerification } from "../../scripts/demo/account-verification";
import { demoFaces, idCardOf, selfieOf } from "../../scripts/demo/people";
import { e2eDataDir } from "./accounts";
import { e2eKycClient } from "./kyc-service";

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
  try {
    const cases: TriageCase[] = [];
    for (const [i, name] of names.entries()) {
      const email = `${tag}-${i}@example.com`;
      const { submissionId } = await kyc.submitStep1(
        { issuingCountry: "FRA", email, idType: "government_id", userid: tag },
        { data: new Uint8Array(await idCardOf(demoFaces.passes)), name: "id.png", type: "image/png" },
      );
      const { code } = await passDemoAccountVerification(kyc, submissionId);
      const selfie = await selfieOf(demoFaces.passes);
      const result = await kyc.submitStep2(
        {
          submissionId,
          name,
          date_of_birth: "1990-01-01",
          nationality: "KOR",
          gender: "male",
          account_code: code,
        },
        { faceImage: { data: new Uint8Array(selfie), name: "selfie.jpg", type: "image/jpeg" } },
      );
      if (result.kycStatus !== "pending") throw new Error(`expected pending, got ${JSON.stringify(result)}`);
      cases.push({ id: submissionId, name, email });
    }
    const data = { tag, cases };
    writeFileSync(cache, JSON.stringify(data));
    return data;
  } finally {
    await kyc.close();
  }
}
