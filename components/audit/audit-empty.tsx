// What the audit log says when no event matches: which filters were in force, and how the action
// and target fields match, so "decision" or part of an id is not a silent dead end.
import Link from "next/link";
import { actionGroups, knownActions } from "@/lib/audit/action-groups";
import type { AuditFilter } from "@/lib/audit/filters";
import { translator } from "@/lib/i18n/server";

const code = (chunks: React.ReactNode) => <code>{chunks}</code>;
const wideCode = (chunks: React.ReactNode) => <code className="break-all">{chunks}</code>;

export async function AuditEmpty({ filter }: { filter: AuditFilter }) {
  const t = await translator();
  const action = filter.action;
  const unknownAction = action && !knownActions.some((a) => a.startsWith(action));
  const groups = actionGroups.map((g) => t(`audit.groups.${g.id}`)).join(", ");
  return (
    <div
      className="space-y-2 rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600"
      data-testid="audit-empty"
    >
      <p>{t("audit.empty.none")}</p>
      {unknownAction ? <p>{t.rich("audit.empty.unknownAction", { action, groups, code })}</p> : null}
      {filter.target ? (
        <p>{t.rich("audit.empty.target", { target: filter.target, code: wideCode })}</p>
      ) : null}
      <p>
        <Link href="/audit" className="underline">
          {t("audit.empty.showAll")}
        </Link>
      </p>
    </div>
  );
}
