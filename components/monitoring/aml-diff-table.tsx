// Before and after of a case's AML result, one table per listed entry, field by field, the
// changed fields marked. Read from the live record (lib/monitoring/diff.ts); nothing stored.
import type { EntryChange } from "@/lib/monitoring/diff";

export function AmlDiffTable({ entries, available }: { entries: EntryChange[]; available: boolean }) {
  if (!available)
    return (
      <p className="text-sm text-slate-600">
        The KYC service keeps no earlier result for this case, so only the result now is shown on the case
        page.
      </p>
    );
  if (entries.length === 0) return <p className="text-sm text-slate-600">No match before or after.</p>;
  return (
    <div className="space-y-4">
      {entries.map((entry) => (
        <table
          key={entry.key}
          className="w-full border-collapse rounded-lg bg-white text-sm"
          data-testid="aml-diff"
        >
          <caption className="p-2 text-left font-medium">
            {entry.key}: <span data-testid="change-kind">{entry.kind}</span>
          </caption>
          <thead className="bg-slate-100 text-left">
            <tr>
              <th scope="col" className="p-2">
                Field
              </th>
              <th scope="col" className="p-2">
                Before
              </th>
              <th scope="col" className="p-2">
                After
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {entry.fields.map((f) => (
              <tr key={f.label} className={f.changed ? "bg-amber-50" : undefined}>
                <th scope="row" className="p-2 text-left font-normal">
                  {f.label}
                  {f.changed ? <span className="sr-only"> (changed)</span> : null}
                </th>
                <td className="break-words p-2">{f.before}</td>
                <td className={`break-words p-2 ${f.changed ? "font-semibold" : ""}`}>{f.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
