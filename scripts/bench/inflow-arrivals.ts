// The inflow bench's applicants (scripts/bench/inflow.ts): arriving at a steady rate through
// the service's public HTTPS interface, every tenth to pending; and a person who applies twice.
import type { Step2Fields } from "../../common/kyc-api/schemas";
import type { KycClient } from "../../lib/kyc/client";
import { passDemoAccountVerification } from "../demo/account-verification";
import { demoFaces, idCardOf, plainIdImage, selfieOf } from "../demo/people";
import { giveUpMs, until, type Views } from "./inflow-views";

/** What step 2 says of the applicant. */
export type Applicant = Pick<Step2Fields, "name" | "date_of_birth" | "nationality" | "gender">;

/** Applicants arriving at a steady rate, each through the service's public interface. */
export class Inflow {
  arrived = 0;
  failed = 0;
  /** For each pending arrival: from its step 2 answer until Needs decision lists it. */
  readonly listedAfterMs: number[] = [];
  private readonly pending: string[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private people = 0;

  constructor(
    private readonly kyc: KycClient,
    private readonly perSecond: number,
    private readonly views: Views,
  ) {}

  start() {
    this.timer = setInterval(() => {
      const n = this.arrived++;
      const arrival = (n % 10 === 0 ? this.pendingArrival(n) : this.stepOneOnly(n))
        .catch((error: unknown) => {
          this.failed++;
          console.error(`# inflow arrival ${n} failed: ${error instanceof Error ? error.message : error}`);
        })
        .finally(() => this.inFlight.delete(arrival));
      this.inFlight.add(arrival);
    }, 1000 / this.perSecond);
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    await Promise.all(this.inFlight);
  }

  /** The oldest pending arrival not yet taken for a decision, if any. */
  takePending(): string | undefined {
    return this.pending.shift();
  }

  /** A person who applies twice: two pending cases with the same particulars, once both are listed. */
  async twins(): Promise<[string, string]> {
    const person: Applicant = {
      name: `Twin Applicant ${++this.people} ${Date.now().toString(36)}`,
      date_of_birth: "1988-08-08",
      nationality: "FRA",
      gender: "female",
    };
    const ids = await Promise.all([0, 1].map((i) => this.applyToPending(`twin-${this.people}-${i}`, person)));
    for (const id of ids) {
      const listed = await until(Date.now(), async () => (await this.views.rows("needs", id)).length === 1);
      if (listed === null) throw new Error(`the twin ${id} was not listed in Needs decision`);
    }
    return [ids[0]!, ids[1]!];
  }

  private async stepOneOnly(n: number) {
    await this.kyc.submitStep1(
      { issuingCountry: "KOR", email: `inflow-${n}@example.test`, idType: "government_id", userid: "inflow" },
      { data: await plainIdImage(), name: "id.jpg", type: "image/jpeg" },
    );
  }

  private async pendingArrival(n: number) {
    const person: Applicant = {
      name: `Inflow Applicant ${n}`,
      date_of_birth: "1990-01-01",
      nationality: "FRA",
      gender: "male",
    };
    const id = await this.applyToPending(`inflow-${n}`, person);
    const answered = Date.now();
    const listed = await until(answered, async () => (await this.views.rows("needs", id)).length === 1);
    if (listed === null)
      throw new Error(`arrival ${id} was not listed in Needs decision within ${giveUpMs} ms`);
    this.listedAfterMs.push(listed);
    this.pending.push(id);
  }

  /** Step 1 with a specimen card, PreStep2 and step 2 with the same face: pending. */
  private async applyToPending(label: string, person: Applicant): Promise<string> {
    const { submissionId } = await this.kyc.submitStep1(
      { issuingCountry: "FRA", email: `${label}@example.test`, idType: "government_id", userid: "inflow" },
      { data: new Uint8Array(await idCardOf(demoFaces.passes)), name: "id.png", type: "image/png" },
    );
    const { code } = await passDemoAccountVerification(this.kyc, submissionId);
    const selfie = await selfieOf(demoFaces.passes);
    const result = await this.kyc.submitStep2(
      { submissionId, ...person, account_code: code },
      { faceImage: { data: new Uint8Array(selfie), name: "selfie.jpg", type: "image/jpeg" } },
    );
    if (result.kycStatus !== "pending") throw new Error(`${label}: step 2 answered ${result.kycStatus}`);
    return submissionId;
  }
}
