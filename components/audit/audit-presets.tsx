// One link per action group (lib/audit/action-groups.ts) above the audit log: the usual questions
// ("who approved what", "who signed in") in one click. A preset is the group filter alone.
import Link from "next/link";
import { actionGroups } from "@/lib/audit/action-groups";
import type { AuditFilter } from "@/lib/audit/filters";
import { translator } from "@/lib/i18n/server";

const link = (current: boolean) =>
  `rounded px-2 py-0.5 ${current ? "bg-slate-900 font-semibold text-white" : "text-sky-800 underline underline-offset-2 hover:bg-slate-100"}`;

export async function AuditPresets({ filter }: { filter: AuditFilter }) {
  const t = await translator();
  return (
    <nav aria-label={t("audit.presets.label")} className="flex flex-wrap gap-x-2 gap-y-1 text-sm">
      <Link href="/audit" className={link(!filter.group)} aria-current={!filter.group ? "page" : undefined}>
        {t("audit.presets.all")}
      </Link>
      {actionGroups.map((g) => (
        <Link
          key={g.id}
          href={`/audit?group=${g.id}`}
          className={link(filter.group === g.id)}
          aria-current={filter.group === g.id ? "page" : undefined}
        >
          {t(`audit.groups.${g.id}`)}
        </Link>
      ))}
    </nav>
  );
}
