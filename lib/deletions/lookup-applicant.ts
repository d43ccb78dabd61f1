// What the dashboard knows of one applicant e-mail, for "was this person's data deleted?":
// the cases the case index still holds (compared folded, as the queue's search does) and the
// deletion records whose keyed e-mail hash matches. The address itself is never stored.
import "server-only";
import { db } from "../db";
import { fetchReceipts } from "../evidence/queries";
import { fold } from "../queue/search";
import { applicantAnswer, type HeldCase } from "./lookup-answer";
import { fetchDeletionsForEmail } from "./queries";

export async function lookupApplicant(email: string) {
  const [indexed, deletions] = await Promise.all([
    db().indexedSubmission.findMany({
      where: { emailFolded: fold(email.trim()) },
      orderBy: [{ createdAt: "desc" }, { submissionId: "desc" }],
      select: { submissionId: true, createdAt: true, status: true, decidedAt: true },
      take: 100,
    }),
    fetchDeletionsForEmail(email),
  ]);
  const receipts = await fetchReceipts(deletions.map((d) => d.id));
  const held: HeldCase[] = indexed.map((r) => ({
    submissionId: r.submissionId,
    createdAt: r.createdAt,
    status: r.status,
    decidedHere: r.decidedAt !== null,
  }));
  const found = deletions.map((d) => ({
    receiptId: receipts.get(d.id)?.id ?? null,
    submissionId: d.submissionId,
    submissionCreatedAt: d.submissionCreatedAt?.toISOString() ?? null,
    submissionStatus: d.submissionStatus,
    status: d.status,
    requestedByEmail: d.requestedByEmail,
    requestedAt: d.requestedAt.toISOString(),
    decidedByEmail: d.decidedByEmail,
    decidedAt: d.decidedAt?.toISOString() ?? null,
    completedAt: d.completedAt?.toISOString() ?? null,
  }));
  return { answer: applicantAnswer(held, found), held, deletions: found };
}
