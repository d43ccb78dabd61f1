// Notes and history of a case: the internal note thread, then everything that happened to
// the case, newest first (both read by the case loader).
import { UtcTime } from "@/components/ui/utc-time";
import { addCaseNoteAction } from "@/lib/case-notes/actions";
import type { CaseNoteRow } from "@/lib/case-notes/queries";
import type { TimelineEntry } from "@/lib/submissions/timeline";
import { NoteForm } from "./note-form";

export function CaseActivity({
  submissionId,
  notes,
  timeline,
}: {
  submissionId: string;
  notes: CaseNoteRow[];
  timeline: TimelineEntry[];
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="notes-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="notes-heading" className="text-base font-semibold">
          Notes {notes.length > 0 && <span className="font-normal text-slate-600">({notes.length})</span>}
        </h2>
        <div className="mt-2">
          <NoteForm submissionId={submissionId} submit={addCaseNoteAction} />
        </div>
        <ol className="mt-3 space-y-2 text-sm">
          {notes.map((note) => (
            <li key={note.id} className="rounded bg-slate-50 p-2">
              <p className="text-slate-600">
                {note.authorEmail} · <UtcTime value={note.createdAt} />
              </p>
              <p className="whitespace-pre-wrap break-words">{note.body}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="timeline-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="timeline-heading" className="text-base font-semibold">
          Activity
        </h2>
        <ol className="mt-2 space-y-1.5 text-sm" aria-label="Activity, newest first">
          {timeline.map((entry, i) => (
            <li key={i} className="border-l-2 border-slate-200 pl-2">
              <span className="text-slate-600">
                <UtcTime value={entry.at} />
              </span>{" "}
              · {entry.who ? `${entry.who}: ` : ""}
              {entry.what}
              {entry.count > 1 && ` (${entry.count} times)`}
              {entry.detail && <span className="block break-words text-slate-700">{entry.detail}</span>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
