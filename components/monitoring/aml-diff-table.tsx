// Before and after of a case's AML result, one table per listed entry, field by field, the
// changed fields marked. Read from the live record (lib/monitoring/diff.ts); nothing stored.
import { useTranslations } from "next-intl";
import { diffFields, type ChangeKind, type EntryChange } from "@/lib/monitoring/diff";

const kindKeys = {
  "new match": "newMatch",
  "match gone": "matchGone",
  "risk raised": "riskRaised",
  "risk lowered": "riskLowered",
  "listed entry changed": "entryChanged",
  unchanged: "unchanged",
} as const satisfies Record<ChangeKind, string>;
// The diff names a field by its English label; the catalogue by the field's code.
const fieldOf = new Map<string, (typeof diffFields)[number][0]>(
  diffFields.map(([field, label]) => [label, field]),
);

export function AmlDiffTable({ entries, available }: { entries: EntryChange[]; available: boolean }) {
  const t = useTranslations("monitoring.diff");
  if (!available) return <p className="text-sm text-slate-600">{t("unavailable")}</p>;
  if (entries.length === 0) return <p className="text-sm text-slate-600">{t("noMatch")}</p>;
  const label = (text: string) => {
    const field = fieldOf.get(text);
    return field ? t(`fields.${field}`) : text;
  };
  return (
    <div className="space-y-4">
      {entries.map((entry) => (
        <table
          key={entry.key}
          className="w-full border-collapse rounded-lg bg-white text-sm"
          data-testid="aml-diff"
        >
          <caption className="p-2 text-left font-medium">
            {entry.key}: <span data-testid="change-kind">{t(`kinds.${kindKeys[entry.kind]}`)}</span>
          </caption>
          <thead className="bg-slate-100 text-left">
            <tr>
              <th scope="col" className="p-2">
                {t("field")}
              </th>
              <th scope="col" className="p-2">
                {t("before")}
              </th>
              <th scope="col" className="p-2">
                {t("after")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {entry.fields.map((f) => (
              <tr key={f.label} className={f.changed ? "bg-amber-50" : undefined}>
                <th scope="row" className="p-2 text-left font-normal">
                  {label(f.label)}
                  {f.changed ? <span className="sr-only"> {t("changed")}</span> : null}
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
