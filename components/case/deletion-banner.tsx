// A deletion under way is the first thing a reviewer must see on a case: deciding it is moot.
import Link from "next/link";
import { useLocale, useTimeZone, useTranslations } from "next-intl";
import { UtcTime } from "@/components/ui/utc-time";
import type { DeletionStatus } from "@/lib/deletions/states";

function useLocal() {
  return { locale: useLocale(), timeZone: useTimeZone() ?? "UTC" };
}

export function DeletionBanner({
  pending,
}: {
  pending: { requestedByEmail: string; requestedAt: Date; reason: string; state: DeletionStatus } | null;
}) {
  const t = useTranslations("caseDeletion.banner");
  const status = useTranslations("values.deletionStatus");
  const local = useLocal();
  if (!pending) return null;
  return (
    <div role="status" className="rounded-lg border border-rose-300 bg-rose-50 p-3 text-sm text-rose-950">
      {t.rich("pending", {
        strong: (chunks) => <strong>{chunks}</strong>,
        // The Deletions page's status word, inside a sentence here.
        state: status(pending.state).toLowerCase(),
        who: pending.requestedByEmail,
        reason: pending.reason,
        time: () => <UtcTime value={pending.requestedAt} local={local} />,
      })}{" "}
      <Link href="/deletions" className="font-medium underline">
        {t("see")}
      </Link>
    </div>
  );
}

/** What the page says for a case the KYC service no longer has, when the dashboard deleted it. */
export function DeletedCase({
  submissionId,
  deletion,
}: {
  submissionId: string;
  deletion: {
    requestedByEmail: string;
    requestedAt: Date;
    decidedByEmail: string | null;
    decidedAt: Date | null;
    completedAt: Date | null;
    reason: string;
  };
}) {
  const t = useTranslations("caseDeletion.deleted");
  const local = useLocal();
  const time = (at: Date | null) => <UtcTime value={at} local={local} />;
  return (
    <section role="status" className="max-w-2xl rounded-lg border border-slate-300 bg-white p-4 text-sm">
      <h1 className="text-xl font-semibold">{t("heading")}</h1>
      <p className="mt-2">
        {t.rich("body", {
          id: () => <code>{submissionId}</code>,
          time: () => time(deletion.completedAt ?? deletion.decidedAt),
        })}
      </p>
      <dl className="mt-3 grid grid-cols-[10rem_1fr] gap-y-1">
        <dt className="text-slate-600">{t("requestedBy")}</dt>
        <dd>{t.rich("whoOn", { who: deletion.requestedByEmail, time: () => time(deletion.requestedAt) })}</dd>
        <dt className="text-slate-600">{t("reason")}</dt>
        {/* The reason was typed by a person: erased with the case (docs/accountability.md). */}
        <dd>{deletion.reason || <span className="text-slate-600">{t("reasonErased")}</span>}</dd>
        <dt className="text-slate-600">{t("approvedBy")}</dt>
        <dd>
          {t.rich("whoOn", { who: deletion.decidedByEmail ?? "—", time: () => time(deletion.decidedAt) })}
        </dd>
      </dl>
      <p className="mt-3">
        <Link href="/submissions" className="text-sky-800 underline">
          {t("back")}
        </Link>
      </p>
    </section>
  );
}
