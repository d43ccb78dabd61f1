// The replica test's traffic: reviewers working through both dashboards at once, each request
// going to the other dashboard than the one before (a load balancer without sticky sessions),
// in the mix a review team makes: queue and case pages, image views, notes, claims and
// releases, decisions racing for the same case, and sign-ins. Each kind of request says how
// many audit events it leaves, so the test knows how many the log must hold.
import { performance } from "node:perf_hooks";
import { HttpReviewer, type Outcome } from "./http-reviewer";

export interface WorkloadData {
  /** Submissions with an ID image: viewed, noted, claimed. */
  cases: string[];
  /** Pending submissions: each is decided by two reviewers at once, on different dashboards. */
  pending: string[];
}

interface Step {
  kind: string;
  /** Audit events the request leaves. */
  audited: number;
  run: (reviewer: HttpReviewer) => Promise<Outcome>;
  /** Whether the outcome is a request that failed (an expected refusal is not). */
  failed?: (outcome: Outcome) => boolean;
}

const caseFile = "lib/case-notes/actions.ts";
const claimFile = "lib/assignments/actions.ts";

// A refusal the rules give ("already decided", "held by someone else") is an answer; a 5xx,
// a missing result or the wrapper's "something went wrong" is a failed request.
const actionFailed = (o: Outcome) =>
  o.status !== 200 || !o.result || (o.result.ok === false && /went wrong/.test(o.result.error ?? ""));
const pageFailed = (o: Outcome) => o.status !== 200;

// One reviewer's rotation of 50 requests: mostly the cheap requests a reviewer makes most
// (images, claims), with pages, notes and searches, and one sign-in (a password hash costs
// far more CPU than anything else here).
const rotation = [
  "sign-in",
  ...Array<string>(12).fill("image view"),
  ...Array<string>(9).fill("claim"),
  ...Array<string>(9).fill("release"),
  ...Array<string>(7).fill("note"),
  ...Array<string>(7).fill("case page"),
  ...Array<string>(5).fill("queue search"),
];

/** The i-th request of a reviewer: a fixed rotation, so every run makes the same mix. */
export function stepFor(i: number, data: WorkloadData): Step {
  const id = data.cases[(i * 7) % data.cases.length]!;
  const page = `/submissions/${encodeURIComponent(id)}`;
  const kind = rotation[(i * 13) % rotation.length]!;
  switch (kind) {
    case "sign-in":
      return { kind, audited: 1, run: (r) => r.signIn(), failed: pageFailed };
    case "case page":
      return { kind, audited: 1, run: (r) => r.get(page), failed: pageFailed };
    case "image view":
      return {
        kind,
        audited: 1,
        run: (r) => r.get(`/api/submissions/${encodeURIComponent(id)}/images/idImage`),
        failed: pageFailed,
      };
    case "queue search":
      return { kind, audited: 1, run: (r) => r.get("/api/submissions/rows"), failed: pageFailed };
    case "note": {
      const form = new FormData();
      form.set("submissionId", id);
      form.set("body", `Checked the ID photo (request ${i}).`);
      return {
        kind,
        audited: 1,
        run: (r) => r.action(page, caseFile, "addCaseNoteAction", [{}, form]),
        failed: actionFailed,
      };
    }
    case "claim":
      return {
        kind,
        audited: 1,
        run: (r) => r.action(page, claimFile, "claimCase", [{ submissionId: id }]),
        failed: actionFailed,
      };
    default:
      // Releasing a case someone else holds is refused with their name: an answer, not a failure.
      return {
        kind,
        audited: 1,
        run: (r) => r.action(page, claimFile, "releaseCase", [{ submissionId: id }]),
        failed: actionFailed,
      };
  }
}

/**
 * The two reviewers of a pair decide the same pending case at once, one on each dashboard,
 * one approving and one rejecting: exactly one decision may stand.
 */
export function decisionStep(submissionId: string, outcome: "approved" | "rejected" = "rejected"): Step {
  const form = new FormData();
  form.set("submissionId", submissionId);
  form.set("outcome", outcome);
  form.set("reasonCode", outcome === "approved" ? "documents_verified" : "poor_image_quality");
  form.set("note", "Images unreadable in the replica test.");
  return {
    kind: "decision",
    audited: 1,
    run: (r) =>
      r.action(
        `/submissions/${encodeURIComponent(submissionId)}`,
        "lib/decisions/actions.ts",
        "recordDecisionAction",
        [{}, form],
      ),
    failed: actionFailed,
  };
}

export interface Tally {
  requests: number;
  audited: number;
  failed: { kind: string; status: number; error?: string }[];
  /** Requests and their summed time per kind, for the report (never asserted). */
  byKind: Record<string, { n: number; ms: number }>;
}

export const emptyTally = (): Tally => ({ requests: 0, audited: 0, failed: [], byKind: {} });

export async function perform(step: Step, reviewer: HttpReviewer, tally: Tally): Promise<void> {
  const started = performance.now();
  const outcome = await step.run(reviewer).catch((error: unknown) => ({
    status: 0,
    result: { error: error instanceof Error ? error.message : String(error) },
  }));
  tally.requests++;
  tally.audited += step.audited;
  const kind = (tally.byKind[step.kind] ??= { n: 0, ms: 0 });
  kind.n++;
  kind.ms += performance.now() - started;
  if (tally.requests % 500 === 0) console.log(`[replicas] ${tally.requests} requests`);
  if (step.failed?.(outcome))
    tally.failed.push({ kind: step.kind, status: outcome.status, error: outcome.result?.error });
}
