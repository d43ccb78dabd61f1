// The scale bench's view figures, read over HTTP as the browser reads them: the first rows of
// every tab in both orders, exact tab counts, the three kinds of search, the overview, a case's
// possible duplicates (the dashboard's own indexed query), and how soon a new submission shows.
import { fetch } from "undici";
import { setTimeout as sleep } from "node:timers/promises";
import type { Db } from "../../lib/database/dashboard-db";
import { passDemoAccountVerification } from "../demo/account-verification";
import { demoFaces, idCardOf, selfieOf } from "../demo/people";
import { ms, percentile, time, type Report } from "./measure";
import type { RunningPrograms } from "./review-programs";
import { givenName } from "./scale-seed";

const rounds = 20;

async function get(programs: RunningPrograms, cookie: string, url: string): Promise<string> {
  const response = await fetch(`${programs.dashboardUrl}${url}`, { headers: { cookie } });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status} ${body.slice(0, 200)}`);
  return body;
}

/** Reports a figure, or why it could not be measured (with the network cause, if any). */
async function figure(report: Report, name: string, measure: () => Promise<string>) {
  try {
    report(name, await measure());
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    report(name, "failed", `${String(error)}${cause ? ` (cause: ${String(cause)})` : ""}`);
  }
}

async function p95(work: () => Promise<unknown>): Promise<number> {
  await work(); // warm
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) samples.push((await time(work))[0]);
  return percentile(samples, 95);
}

export async function viewFigures(
  report: Report,
  label: string,
  programs: RunningPrograms,
  cookies: { reviewer: string; manager: string },
  db: Db,
  stored: number,
) {
  const rows = (query: string) => () => get(programs, cookies.reviewer, `/api/submissions/rows?${query}`);
  const tabs = ["needs", "mine", "unassigned", "awaiting", "decided", "all"];
  const firstRows: string[] = [];
  let worst = 0;
  for (const tab of tabs)
    for (const sort of ["created", "-created"]) {
      const t = await p95(rows(`view=${tab}&sort=${sort}`));
      worst = Math.max(worst, t);
      firstRows.push(`${tab} ${sort.startsWith("-") ? "newest" : "oldest"} ${ms(t)}`);
    }
  report(
    `scale ${label}: first 50 rows of every tab, both orders, worst p95`,
    ms(worst),
    firstRows.join("; "),
  );
  const counts = () => get(programs, cookies.reviewer, "/api/submissions/counts");
  report(`scale ${label}: exact tab counts (all six, one request) p95`, ms(await p95(counts)));
  const i = Math.floor(stored / 3) + 3; // an ordinary row, not a planted pair
  const searches = {
    "e-mail in capitals": `q=${encodeURIComponent(`APPLICANT${i}@EXAMPLE.COM`)}`,
    "name words reversed, lower case": `q=${encodeURIComponent(`${givenName(i).toLowerCase()} ${["kim", "lee", "park", "choi", "jung", "kang", "cho", "yoon", "jang", "lim"][i % 10]}`)}`,
    "partial id": `q=${String(i).padStart(6, "0").slice(0, 5)}`,
  };
  for (const [kind, query] of Object.entries(searches)) {
    const body = await rows(query)();
    if (!body.includes(`bench-${String(i).padStart(6, "0")}`))
      throw new Error(`search by ${kind} did not find row ${i}`);
    report(`scale ${label}: search by ${kind} p95`, ms(await p95(rows(query))));
  }
  // The first planted pair: row 1 approved, row 2 pending with the name reversed (scale-seed.ts).
  const probe = await db.indexedSubmission.findFirstOrThrow({ where: { submissionId: "bench-000002" } });
  const duplicates = await p95(() =>
    db.indexedSubmission.findMany({
      where: { personKey: probe.personKey, status: "approved" },
      orderBy: [{ createdAt: "asc" }, { submissionId: "asc" }],
      take: 21,
      select: { submissionId: true },
    }),
  );
  report(`scale ${label}: possible duplicates of a case (the indexed lookup) p95`, ms(duplicates));
  // Each of the last figures on its own: one failing (a timeout) still leaves the others.
  await figure(report, `scale ${label}: overview complete (whole page) p95`, async () =>
    ms(await p95(() => get(programs, cookies.manager, "/overview"))),
  );
  await figure(report, `scale ${label}: a new submission in Needs decision after its step 2`, async () =>
    ms(await newSubmissionVisible(programs, cookies.reviewer)),
  );
}

/** Step 1, PreStep2 and step 2 as an applicant; then the queue is polled until the case shows. */
async function newSubmissionVisible(programs: RunningPrograms, cookie: string): Promise<number> {
  const kyc = programs.client();
  try {
    const { submissionId } = await kyc.submitStep1(
      {
        issuingCountry: "FRA",
        email: "scale.bench@example.com",
        idType: "government_id",
        userid: "scale-bench",
      },
      { data: new Uint8Array(await idCardOf(demoFaces.passes)), name: "id.png", type: "image/png" },
    );
    const { code } = await passDemoAccountVerification(kyc, submissionId);
    const selfie = {
      data: new Uint8Array(await selfieOf(demoFaces.passes)),
      name: "selfie.jpg",
      type: "image/jpeg",
    };
    const step2 = await kyc.submitStep2(
      {
        submissionId,
        name: "Scale Bench",
        date_of_birth: "1980-02-03",
        nationality: "FRA",
        gender: "male",
        account_code: code,
      },
      { faceImage: selfie },
    );
    if (step2.kycStatus !== "pending") throw new Error(`step 2 gave ${step2.kycStatus}`);
    const started = performance.now();
    for (;;) {
      const body = await get(programs, cookie, "/api/submissions/rows?view=needs&sort=-created");
      if (body.includes(submissionId)) return performance.now() - started;
      if (performance.now() - started > 120_000)
        throw new Error("the new submission did not show within 2 minutes");
      await sleep(200);
    }
  } finally {
    await kyc.close();
  }
}
