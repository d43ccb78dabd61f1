// The demo seed against the real service over HTTPS, in a project of its own with the demo
// project's options: every situation it promises shows up, and a second run does nothing.
// Slow for a test (~40 s: eight step 1 OCR reads and a dozen face analyses) because the
// seed is exactly that work; it guards the set the dashboard demo relies on (the e2e run starts
// without it: its specs make their own data).
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createProject } from "@/kyc-service/projects/projects";
import { serviceDb, testClient } from "@/tests/support/kyc-service";
import { seedDemoData, seedSteps } from "./seed";

describe("demo seed", () => {
  it(
    "creates pending, incomplete with retries, rejected, approved and duplicate submissions once",
    { timeout: 240_000 },
    async () => {
      const { apiKey } = await createProject(await serviceDb(), `seed-${randomUUID()}`, {
        accountVerification: true,
        reviewExtension: true,
      });
      const client = testClient({ apiKey, timeoutMs: 120_000 });
      const lines: string[] = [];
      expect(await seedDemoData({ client, accountVerification: true, log: (line) => lines.push(line) })).toBe(
        true,
      );
      expect(lines.filter((line) => line.startsWith("note:"))).toEqual([]);
      expect(lines).toHaveLength(seedSteps.length);

      const { Items } = await client.listSubmissions();
      const byResult = (result: string) => Items.filter((item) => item.kyc.result === result);
      expect(byResult("incomplete")).toHaveLength(3);
      expect(byResult("pending")).toHaveLength(1);
      expect(byResult("approved")).toHaveLength(3);
      expect(
        byResult("rejected")
          .map((item) => item.kyc.commentCode?.[0] ?? item.kyc.comment?.[0])
          .sort(),
      ).toEqual(["The ID card's security features are missing", "too_many_retry", "too_many_retry"]);
      // One too_many_retry is PreStep2's: five refused deposits, so no step 2 attempt at all.
      const rejectedAttempts = await Promise.all(
        byResult("rejected").map(
          async (item) => (await client.getSubmission(item.submission_id))?.kyc.attempts?.length ?? 0,
        ),
      );
      expect(rejectedAttempts.filter((count) => count === 0)).toHaveLength(1);

      const retried = await Promise.all(
        byResult("incomplete").map(
          async (item) => (await client.getSubmission(item.submission_id))?.kyc.attempts?.length ?? 0,
        ),
      );
      expect(retried.sort()).toEqual([0, 1, 2]);

      // People of the fictional demo AML lists: red flags on the list and in the detail.
      const flagged = Items.filter((item) => item.aml?.currentstatus === "Red Flag");
      expect(flagged.map((item) => item.aml?.risk_level_summary).sort()).toEqual(["High", "High", "Medium"]);
      const pendingFlag = (await client.getSubmission(byResult("pending")[0]!.submission_id))!.aml!;
      expect(pendingFlag.matches![0]).toMatchObject({
        list: "demo-sanctions",
        listed_name: "QUILLFEATHER, Ignatius Barnaby",
      });

      const applicantIds = byResult("approved").map((item) => item.applicant_id);
      const duplicated = applicantIds.find((id, index) => applicantIds.indexOf(id) !== index);
      expect(duplicated).toBeDefined();
      expect(await client.listApplicantSubmissions(duplicated!)).toHaveLength(2);

      expect(await seedDemoData({ client, accountVerification: true, log: () => {} })).toBe(false);
    },
  );
});
