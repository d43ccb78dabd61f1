// The committed evaluation labels are well-formed and every positive still names an SDN
// individual its perturbation applies to (with the shared snapshot present).
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadNegatives, loadPositives, loadSdn, positiveApplicant } from "./evaluate";
import { PERTURBATIONS, perturb } from "./perturb";

const SDN = "/work/shared/data/ofac-sdn/sdn.csv";

describe("AML evaluation set", () => {
  it("holds at least 200 positives of known kinds and 200 negatives with full applicant data", () => {
    const positives = loadPositives();
    expect(positives.length).toBeGreaterThanOrEqual(200);
    for (const p of positives) {
      expect(PERTURBATIONS).toContain(p.kind);
      expect(p.kind === "hangul").toBe(p.hangul !== undefined);
    }
    const negatives = loadNegatives();
    expect(negatives.length).toBeGreaterThanOrEqual(200);
    for (const n of negatives)
      expect(n).toEqual({
        name: expect.any(String),
        dateOfBirth: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        nationality: expect.stringMatching(/^[A-Z]{3}$/),
        gender: expect.stringMatching(/^(male|female)$/),
      });
  });

  it("perturbs deterministically", () => {
    const entry = { primaryName: "QUILLFEATHER, Ottoline Marisol", aliases: ["Otti Quill"] };
    expect(perturb(entry, "typo", 7)).toBe(perturb(entry, "typo", 7));
    expect(perturb(entry, "drop-middle", 1)).toBe("ottoline quillfeather");
    expect(perturb(entry, "swap", 1)).toBe("QUILLFEATHER OTTOLINE MARISOL");
    expect(perturb(entry, "hangul", 1, "김정은")).toBe("김정은");
  });

  it.skipIf(!existsSync(SDN))(
    "names SDN individuals the perturbations apply to (needs ../shared/data)",
    () => {
      const byUid = new Map(loadSdn(SDN).entries.map((e) => [e.externalId, e]));
      const unusable = loadPositives().filter(
        (c) => !byUid.has(c.uid) || !positiveApplicant(byUid.get(c.uid)!, c, true),
      );
      expect(unusable).toEqual([]);
    },
  );
});
