// A group's resolution where the decision is made: what it is now (who resolved or escalated
// it, when, why), and the form for whoever may act on it next.
import { useLocale, useTimeZone, useTranslations } from "next-intl";
import { useSay } from "@/components/i18n/use-value-words";
import { UtcTime } from "@/components/ui/utc-time";
import { resolveDuplicatesAction, settleDuplicatesAction } from "@/lib/duplicates/actions";
import type { DuplicateGroupRow } from "@/lib/duplicates/queries";
import { approvableOutcomes, groupStateWords } from "@/lib/duplicates/words";
import { ResolveForm } from "./resolve-form";
import { SettleForm } from "./settle-form";

export function GroupResolution({
  group,
  submissionId,
  candidates,
  mayResolve,
  maySettle,
  managers,
  names,
  pending,
}: {
  group: DuplicateGroupRow;
  submissionId: string;
  candidates: string[];
  mayResolve: boolean;
  maySettle: boolean;
  managers: { id: string; name: string }[];
  /** Every account's name by id (read by the loader): who resolved or escalated the group. */
  names: Map<string, string>;
  pending: boolean;
}) {
  const t = useTranslations("case.duplicates.group");
  const say = useSay();
  const local = { locale: useLocale(), timeZone: useTimeZone() ?? "UTC" };
  const who = (id: string | null) => (id ? (names.get(id) ?? t("formerReviewer")) : t("someone"));
  const tone =
    group.status === "resolved" && approvableOutcomes.includes(group.outcome ?? "")
      ? "border-emerald-300 bg-emerald-50 text-emerald-950"
      : "border-amber-300 bg-amber-50 text-amber-950";
  return (
    <div className={`rounded border p-3 text-sm ${tone}`} data-testid="duplicate-resolution">
      <p>
        <strong>{t("state", { state: groupStateWords(group, say) })}</strong>{" "}
        {group.status === "open" && t("approvalWaits")}
      </p>
      {group.escalatedAt && (
        <p className="mt-1">
          {t.rich("escalated", {
            to: who(group.escalatedToId),
            by: who(group.escalatedById),
            reason: group.escalationReason ?? "",
            time: () => <UtcTime value={group.escalatedAt} local={local} />,
          })}
        </p>
      )}
      {group.status === "resolved" && group.resolvedAt && (
        <p className="mt-1">
          {t.rich("resolved", {
            by: who(group.resolvedById),
            reason: group.reason ?? "",
            time: () => <UtcTime value={group.resolvedAt} local={local} />,
          })}
        </p>
      )}
      {group.status === "open" && mayResolve && (
        <ResolveForm
          submissionId={submissionId}
          candidates={candidates}
          managers={managers}
          pending={pending}
          submit={resolveDuplicatesAction}
        />
      )}
      {group.status === "escalated" &&
        (maySettle ? (
          <SettleForm submissionId={submissionId} submit={settleDuplicatesAction} />
        ) : (
          <p className="mt-1">{t("managerSettles")}</p>
        ))}
    </div>
  );
}
