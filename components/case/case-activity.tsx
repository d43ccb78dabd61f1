// Notes and history of a case: the internal note thread, then everything that happened to
// the case, newest first (both read by the case loader).
import { useLocale, useTimeZone, useTranslations } from "next-intl";
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
  const t = useTranslations("case.activity");
  const local = { locale: useLocale(), timeZone: useTimeZone() ?? "UTC" };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="notes-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="notes-heading" className="text-base font-semibold">
          {notes.length > 0
            ? t.rich("notesCount", {
                count: notes.length,
                muted: (chunks) => <span className="font-normal text-slate-600">{chunks}</span>,
              })
            : t("notes")}
        </h2>
        <div className="mt-2">
          <NoteForm submissionId={submissionId} submit={addCaseNoteAction} />
        </div>
        <ol className="mt-3 space-y-2 text-sm">
          {notes.map((note) => (
            <li key={note.id} className="rounded bg-slate-50 p-2">
              <p className="text-slate-600">
                {note.authorEmail} · <UtcTime value={note.createdAt} local={local} />
              </p>
              <p className="whitespace-pre-wrap break-words">{note.body}</p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="timeline-heading" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="timeline-heading" className="text-base font-semibold">
          {t("heading")}
        </h2>
        <ol className="mt-2 space-y-1.5 text-sm" aria-label={t("listLabel")}>
          {timeline.map((entry, i) => (
            <li key={i} className="border-l-2 border-slate-200 pl-2">
              <span className="text-slate-600">
                <UtcTime value={entry.at} local={local} />
              </span>{" "}
              · {entry.who ? t("by", { who: entry.who }) : ""}
              {entry.what}
              {entry.count > 1 && ` ${t("times", { count: entry.count })}`}
              {entry.detail && <span className="block break-words text-slate-700">{entry.detail}</span>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
