// The case index against the real service as an applicant drives it: a step 2 moves the
// record to pending within one sync round, and a deletion made directly at the service drops
// the row at the next reconciliation. One process holds the lease; another waits, then takes
// over when the holder stops renewing.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { passDemoAccountVerification } from "@/scripts/demo/account-verification";
import { demoFaces, idCardOf, selfieOf } from "@/scripts/demo/people";
import { testClient } from "@/tests/support/kyc-service";
import { holdLease } from "./lease";
import { reconcileStep } from "./reconcile";
import { sweepNew } from "./sweep";
import { syncRound } from "./worker";

const kyc = testClient();
const round = (holder = "replica-a") =>
  syncRound(kyc, { holder, leaseMs: 30_000, reconcileEveryMs: 3_600_000 });
const indexed = (id: string) => db().indexedSubmission.findUnique({ where: { submissionId: id } });

describe("the case index against the running service", () => {
  it("indexes a new applicant at step 1, shows step 2's pending in one round, and drops a deletion made at the service", async () => {
    // The first build, in pages small enough for a loaded machine.
    while (!(await sweepNew(kyc, { pageSize: 250, maxPages: 1000 })).finished);
    const { submissionId } = await kyc.submitStep1(
      {
        issuingCountry: "FRA",
        email: "Index.Applicant@Example.com",
        idType: "government_id",
        userid: "index-test",
      },
      { data: new Uint8Array(await idCardOf(demoFaces.passes)), name: "id.png", type: "image/png" },
    );
    expect(await round()).toBe("synced");
    expect(await indexed(submissionId)).toMatchObject({
      status: "incomplete",
      emailFolded: "index.applicant@example.com",
    });

    const { code } = await passDemoAccountVerification(kyc, submissionId);
    const selfie = {
      data: new Uint8Array(await selfieOf(demoFaces.passes)),
      name: "selfie.jpg",
      type: "image/jpeg",
    };
    const step2 = await kyc.submitStep2(
      {
        submissionId,
        name: "Index Applicant",
        date_of_birth: "1980-02-03",
        nationality: "FRA",
        gender: "male",
        account_code: code,
      },
      { faceImage: selfie },
    );
    expect(step2.kycStatus).toBe("pending");
    expect(await round()).toBe("synced");
    expect(await indexed(submissionId)).toMatchObject({ status: "pending", nameKey: "applicant index" });

    await kyc.deleteSubmission(submissionId, { adminName: "index test" });
    for (let done = false; !done;) done = (await reconcileStep(kyc, { everyMs: 0 })).finished;
    expect(await indexed(submissionId)).toBeNull();
    // Two real verifications (face and document) on a shared 2-core machine: minutes, not seconds, at worst.
  }, 120_000);

  it("lets one replica sync at a time, and another take over once the lease has expired", async () => {
    const now = new Date();
    expect(await holdLease(db(), "lease-test", "replica-a", 30_000, now)).toBe(true);
    expect(await holdLease(db(), "lease-test", "replica-b", 30_000, now)).toBe(false);
    expect(await holdLease(db(), "lease-test", "replica-a", 30_000, now)).toBe(true); // renewed
    const later = new Date(now.getTime() + 31_000); // replica-a died and stopped renewing
    expect(await holdLease(db(), "lease-test", "replica-b", 30_000, later)).toBe(true);
    expect(await holdLease(db(), "lease-test", "replica-a", 30_000, later)).toBe(false);
    // The sync round itself defers to the holder.
    expect(await round("replica-a")).toBe("synced");
    expect(await round("replica-c")).toBe("standby");
  });
});
