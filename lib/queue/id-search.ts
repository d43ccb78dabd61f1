// A piece of a submission id from anywhere in it ("9c12" of "7f3a9c12-…"): the ids are read
// from the index's primary key alone (a scan of the key, not of the rows), capped, then the
// view selects among them like any other filter.
import "server-only";
import { db } from "../db";
import { idFragment } from "./where";

/** More than a page of ids sharing a fragment means the fragment is too short to mean one case. */
const cap = 2000;

export async function idsContaining(q: string | undefined): Promise<string[]> {
  const fragment = q ? idFragment(q) : null;
  if (!fragment) return [];
  const rows = await db().indexedSubmission.findMany({
    where: { submissionId: { contains: fragment } },
    select: { submissionId: true },
    take: cap,
  });
  return rows.map((r) => r.submissionId);
}
