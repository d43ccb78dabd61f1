// An audit event's detail as labelled values (lib/audit/readable-detail.ts): reviewers by name,
// submissions linked with the applicant's name, internal ids shortened.
import { SubmissionLink } from "@/components/case/submission-link";
import type { DetailItem, DetailPart } from "@/lib/audit/readable-detail";

function Part({ part }: { part: DetailPart }) {
  switch (part.kind) {
    case "text":
      return <>{part.text}</>;
    case "reviewer":
      return <span className="font-medium text-slate-900">{part.name}</span>;
    case "submission":
      return <SubmissionLink id={part.id} name={part.name} />;
    case "code":
      return (
        <code className="text-slate-500" title={part.full}>
          {part.text}
        </code>
      );
  }
}

export function AuditDetail({ items }: { items: DetailItem[] }) {
  if (items.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5">
      {items.map((item, i) => (
        <div key={i} className="contents">
          <dt className="text-slate-500">{item.label}</dt>
          <dd className="break-words text-slate-800">
            {item.parts.map((part, j) => (
              <Part key={j} part={part} />
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
