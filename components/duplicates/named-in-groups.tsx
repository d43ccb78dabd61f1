// On a submission that other cases found as a possible duplicate: those cases and what each
// group was resolved as, so the resolution shows wherever the group's submissions appear
// (the groups read by the case loader).
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useSay } from "@/components/i18n/use-value-words";
import type { DuplicateGroupRow } from "@/lib/duplicates/queries";
import { groupStateWords } from "@/lib/duplicates/words";

export function NamedInGroups({ groups, queueQuery }: { groups: DuplicateGroupRow[]; queueQuery: string }) {
  const t = useTranslations("case.duplicates.named");
  const say = useSay();
  if (groups.length === 0) return null;
  const href = (id: string) => `/submissions/${encodeURIComponent(id)}${queueQuery ? `?${queueQuery}` : ""}`;
  return (
    <section
      aria-labelledby="named-heading"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm"
    >
      <h2 id="named-heading" className="text-base font-semibold">
        {t("heading")}
      </h2>
      <ul className="mt-1 list-disc pl-5">
        {groups.map((g) => (
          <li key={g.submissionId}>
            {t.rich("of", {
              state: groupStateWords(g, say),
              case: () => (
                <Link href={href(g.submissionId)} className="break-all text-sky-800 underline">
                  {g.submissionId}
                </Link>
              ),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
