"use server";
// An internal note on a case, for colleagues: plain text, audited as "case_note.add" (the
// text is the event's stated reason), kept in the dashboard and never sent to the KYC service.
// Only for a submission the service knows: a note on a mistyped id would be lost to everyone.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { invalid } from "../actions/words";
import { action } from "../actions/action";
import { db } from "../db";
import { knownSubmission } from "../submissions/known-submission";
import { SubmissionId } from "../submissions/submission-id";

// Messages are keys of the catalogues' `validation` section (lib/actions/words.ts).
const NoteInput = z.object({
  submissionId: SubmissionId,
  body: z
    .string({ error: invalid("note") })
    .trim()
    .min(1, invalid("note"))
    .max(2000, invalid("noteLong")),
});

const addCaseNote = action(
  {
    input: NoteInput,
    permission: "submissions:read",
    audit: "case_note.add",
    target: (input) => input.submissionId,
    statedReason: (input) => input.body,
  },
  async (input, { actor, note }) => {
    await knownSubmission(input.submissionId, "case note", "kycService.notDone.note");
    const created = await db().caseNote.create({
      data: {
        submissionId: input.submissionId,
        body: input.body,
        authorId: actor.id,
        authorEmail: actor.email,
      },
    });
    note({ details: { noteId: created.id } });
    revalidatePath(`/submissions/${encodeURIComponent(input.submissionId)}`);
    return { id: created.id };
  },
);

export async function addCaseNoteAction(_previous: unknown, form: FormData) {
  return addCaseNote(form);
}
