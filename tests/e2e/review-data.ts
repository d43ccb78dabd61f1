// Submissions for the review-workspace e2e, made as an applicant makes them: step 1 with a
// specimen ID document, PreStep2 with the simulated bank's demo account, step 2 with a
// sample portrait as the selfie, all over the service's public HTTPS interface (nothing is
// written to the service's database). Tagged with a run id (the userid) so that filters
// find exactly this run's records.
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { Agent, fetch } from "undici";
import type { Step2Fields } from "../../lib/kyc/schemas";
import type { KycClient } from "../../lib/kyc/client";
import { loadSamplePortraits, type SamplePortrait } from "../../kyc-service/verification/faces/portraits";
import { renderSpecimen } from "../../scripts/specimens";
import { e2eDataDir } from "./accounts";
import { e2eKycClient } from "./kyc-service";

export interface ReviewData {
  tag: string;
  /** Pending after two attempts: the first failed (wrong PreStep2 code), the second passed. */
  pending: { id: string; name: string };
  /** Two approved submissions of the same person: each is the other's duplicate. */
  approved: { id: string; name: string };
  duplicate: { id: string; name: string };
  /** Step-1-only (incomplete) submissions of the same userid, for paging past 50. */
  fillers: number;
}

// The simulated bank's demo account that always deposits (kyc-service/bank/demo-accounts.ts).
const bank = { bankCode: "004", accountNumber: "1002003000001", userName: "Hong Gildong" };

const jpeg = async (image: Buffer) => new Uint8Array(await sharp(image).jpeg({ quality: 85 }).toBuffer());

/** A small noise image: fillers only need a decodable ID image, and fast. */
async function noise(seed: number): Promise<Uint8Array<ArrayBuffer>> {
  const pixels = Buffer.alloc(160 * 100 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i + seed) * 2654435761) >>> 24;
  return new Uint8Array(await sharp(pixels, { raw: { width: 160, height: 100, channels: 3 } }).jpeg({ quality: 70 }).toBuffer());
}

/** PreStep2 as the applicant does it: ask for the deposit, read the code off the statement. */
async function accountCode(kyc: KycClient, submissionId: string): Promise<string> {
  const result = await kyc.verifyAccount({ submissionId, requestType: "occupancy", ...bank });
  if (!result.success) throw new Error(`PreStep2 for ${submissionId} did not succeed: ${JSON.stringify(result)} (the demo account allows 10 deposits a day: remove .data/e2e to start over)`);
  const port = Number(process.env.E2E_SERVICE_PORT ?? 8444);
  const dispatcher = new Agent({ connect: { ca: readFileSync(path.join(e2eDataDir, "certs", "ca.pem"), "utf8") } });
  const response = await fetch(`https://localhost:${port}/v3/simulated-bank/statement?bankCode=${bank.bankCode}&accountNumber=${bank.accountNumber}`, {
    headers: { "x-api-key": readFileSync(path.join(e2eDataDir, "kyc-service", "dev-api-key"), "utf8").trim() },
    dispatcher,
  });
  const statement = (await response.json()) as { transactions: Array<{ depositorName: string }> };
  await dispatcher.close();
  return statement.transactions[0]!.depositorName.slice(0, 3);
}

type Applicant = Omit<Step2Fields, "submissionId" | "account_code">;

async function stepOne(kyc: KycClient, tag: string, seed: number, portrait: SamplePortrait): Promise<string> {
  const specimen = await renderSpecimen({ kind: "passport", seed, portrait: portrait.image });
  const { submissionId } = await kyc.submitStep1(
    { issuingCountry: "KOR", email: `${tag}-${seed}@example.com`, idType: "passport", userid: tag },
    { data: await jpeg(specimen.image), name: "passport.jpg", type: "image/jpeg" },
  );
  return submissionId;
}

async function stepTwo(kyc: KycClient, submissionId: string, applicant: Applicant, selfie: SamplePortrait, code: string) {
  return kyc.submitStep2({ submissionId, ...applicant, account_code: code }, { faceImage: { data: await jpeg(selfie.image), name: "selfie.jpg", type: "image/jpeg" } });
}

/**
 * This run's review data, arranged once: the simulated bank deposits at most 10 times a day
 * per account, and a worker restarted after a failed test would otherwise arrange it again.
 */
export async function reviewData(): Promise<ReviewData> {
  const cache = path.join(e2eDataDir, `review-data-${process.env.E2E_RUN_ID ?? "local"}.json`);
  if (existsSync(cache)) return JSON.parse(readFileSync(cache, "utf8")) as ReviewData;
  const data = await arrangeReviewData();
  writeFileSync(cache, JSON.stringify(data));
  return data;
}

async function arrangeReviewData(): Promise<ReviewData> {
  const tag = `e2e-${randomUUID().slice(0, 8)}`;
  const kyc = e2eKycClient();
  try {
    const portraits = await loadSamplePortraits();
    const author = portraits.filter((p) => p.personId === "person-author");
    const stranger = portraits.find((p) => p.personId === `person-${p.id}`)!;

    const fillers = 55;
    for (let i = 0; i < fillers; i++) {
      await kyc.submitStep1({ issuingCountry: "KOR", email: `${tag}-f${i}@example.com`, idType: "government_id", userid: tag }, { data: await noise(i), name: "id.jpg", type: "image/jpeg" });
    }

    // Two approvals of one person (two crops of the same face): the review extension gives
    // the second the first one's applicant_id, so each lists the other as a duplicate.
    const approvedName = `Dana Duplicate ${tag}`;
    const person: Applicant = { name: approvedName, date_of_birth: "1985-05-05", nationality: "KOR", gender: "female" };
    const approved = await stepOne(kyc, tag, 1, author[0]!);
    await stepTwo(kyc, approved, person, author[1]!, await accountCode(kyc, approved));
    const duplicate = await stepOne(kyc, tag, 2, author[2]!);
    await stepTwo(kyc, duplicate, person, author[3]!, await accountCode(kyc, duplicate));
    await kyc.reviewSubmission({ submission_id: approved, result: "approved", commentCode: "documents_verified" });
    await kyc.reviewSubmission({ submission_id: duplicate, result: "approved", commentCode: "documents_verified" });

    // A first try with a wrong PreStep2 code fails as a retry; the second passes.
    const pendingName = `Paula Pending ${tag}`;
    const applicant: Applicant = { name: pendingName, date_of_birth: "1990-01-01", nationality: "KOR", gender: "female", identity_number: "900101-2345678" };
    const pending = await stepOne(kyc, tag, 3, stranger);
    const code = await accountCode(kyc, pending);
    const wrong = code === "000" ? "111" : "000";
    const first = await stepTwo(kyc, pending, applicant, stranger, wrong);
    if (first.kycStatus !== "incomplete") throw new Error(`step 2 with a wrong code should be retried, got ${JSON.stringify(first)}`);
    const second = await stepTwo(kyc, pending, applicant, stranger, code);
    if (second.kycStatus !== "pending") throw new Error(`step 2 should pass, got ${JSON.stringify(second)}`);

    return { tag, pending: { id: pending, name: pendingName }, approved: { id: approved, name: approvedName }, duplicate: { id: duplicate, name: approvedName }, fillers };
  } finally {
    await kyc.close();
  }
}
