// Applicant identity: when a submission is approved it gets an applicant_id, shared with the
// approved submissions of the same person in the project — same normalised name, birth date,
// nationality and gender, and (when both have one) the same face by embedding similarity.
import { randomUUID } from "node:crypto";
import { applicantNameKey } from "../../common/applicant-name";
import type { Submission as SubmissionRow } from "../generated/prisma/sqlite/client";
import type { ServiceTx } from "../store/db";
import { sameFace } from "./face-embeddings";

export function isSameApplicant(a: SubmissionRow, b: SubmissionRow): boolean {
  if (!a.name || !b.name || applicantNameKey(a.name) !== applicantNameKey(b.name)) return false;
  if (a.dateOfBirth !== b.dateOfBirth || a.nationality !== b.nationality || a.gender !== b.gender)
    return false;
  return sameFace(a.faceEmbedding, b.faceEmbedding);
}

/** The applicant_id for a submission being approved: an existing one if the person is known. */
export async function applicantIdFor(tx: ServiceTx, submission: SubmissionRow): Promise<string> {
  const candidates = await tx.submission.findMany({
    where: {
      projectId: submission.projectId,
      kycResult: "approved",
      applicantId: { not: null },
      dateOfBirth: submission.dateOfBirth,
      nationality: submission.nationality,
      gender: submission.gender,
      id: { not: submission.id },
    },
    orderBy: { createdAt: "asc" },
    take: 200,
  });
  const match = candidates.find((candidate) => isSameApplicant(candidate, submission));
  return match?.applicantId ?? `applicant-${randomUUID()}`;
}
