// Possible duplicates of a pending case among 50,000 stored submissions, looked for as the
// dashboard does (lib/duplicates/find.ts: the e-mail filter, then the whole list paged newest
// first through the client and the rule applied to every record), against raw paging of the
// same records in the same run. The case's approved first account sits about halfway back,
// so "first candidate" is the middle case; the whole lookup is the worst case (a candidate
// that is the oldest record) and what every lookup costs, since it reads to the end.
import type { PageKey } from "../../common/kyc-api/schemas";
import type { Submission } from "../../kyc-service/generated/prisma/sqlite/client";
import { lookForDuplicates } from "../../lib/duplicates/find";
import type { ListPage } from "../../lib/queue/scan";
import { ms, percentile, type Report } from "./measure";
import type { RunningPrograms } from "./review-programs";

/** The pending case (newest pending row) and its approved first account (about halfway back). */
export const probe = { pending: 49_900, approved: 24_901 };
const person = { dateOfBirth: "1970-02-03", nationality: "KOR", gender: "female" };

/** Seed shape: the two rows become one person (the name reversed), their statuses kept. */
export function withProbe(row: Submission, i: number): Submission {
  if (i === probe.pending) return { ...row, ...person, name: "Probe Person" };
  if (i === probe.approved)
    return { ...row, ...person, name: "PERSON PROBE", applicantId: "applicant-probe" };
  return row;
}

export async function duplicatesAgainstRawPaging(report: Report, programs: RunningPrograms, stored: number) {
  const client = programs.client();
  const list: ListPage = (query) => client.listSubmissions(query);
  const pendingId = `bench-${String(probe.pending).padStart(6, "0")}`;
  const approvedId = `bench-${String(probe.approved).padStart(6, "0")}`;
  const behind = stored - probe.approved; // records read, newest first, to reach the candidate
  const self = (await client.getSubmission(pendingId))!;
  if (self.kyc.result !== "pending") throw new Error(`${pendingId} is ${self.kyc.result}, not pending`);

  const lookup = async () => {
    const started = performance.now();
    const steps = lookForDuplicates(list, self);
    let first = NaN;
    for (;;) {
      const step = await steps.next();
      if (step.done) {
        if (Number.isNaN(first) || !step.value.complete)
          throw new Error(`lookup: ${JSON.stringify(step.value)}`);
        return { first, total: performance.now() - started, scanned: step.value.scanned };
      }
      if (Number.isNaN(first) && step.value.found.some((c) => c.submission_id === approvedId))
        first = performance.now() - started;
    }
  };
  const raw = async () => {
    const started = performance.now();
    let nextpage: PageKey | undefined;
    let read = 0;
    let toCandidate = NaN;
    do {
      const page = await client.listSubmissions({ count: 2000, nextpage });
      read += page.Items.length;
      if (Number.isNaN(toCandidate) && read >= behind) toCandidate = performance.now() - started;
      nextpage = page.nextpageKey ?? undefined;
    } while (nextpage);
    return { toCandidate, total: performance.now() - started };
  };
  await lookup();
  await raw();
  const lookups: Awaited<ReturnType<typeof lookup>>[] = [];
  const raws: Awaited<ReturnType<typeof raw>>[] = [];
  for (let i = 0; i < 5; i++) {
    lookups.push(await lookup());
    raws.push(await raw());
  }
  const p50 = (values: number[]) => percentile(values, 50);
  const lookupTotal = p50(lookups.map((l) => l.total));
  const rawTotal = p50(raws.map((r) => r.total));
  report(
    `review: possible duplicates of a pending case, time to the first candidate (${behind.toLocaleString("en-US")} records back of ${stored.toLocaleString("en-US")}) p50`,
    ms(p50(lookups.map((l) => l.first))),
    `raw paging until the same ${behind.toLocaleString("en-US")} records are read p50 ${ms(p50(raws.map((r) => r.toCandidate)))}`,
  );
  report(
    `review: possible duplicates, the whole lookup (${lookups[0]!.scanned.toLocaleString("en-US")} submissions) p50`,
    ms(lookupTotal),
    `raw paging of all ${stored.toLocaleString("en-US")} through the client p50 ${ms(rawTotal)}; ratio ${(lookupTotal / rawTotal).toFixed(2)}x`,
  );
}
