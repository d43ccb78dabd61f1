import { useTranslations } from "next-intl";
import type { ApplicantField } from "@/lib/submissions/applicant-fields";

/** Applicant data as returned; masked values shown as masked and labelled. */
export function ApplicantData({
  fields,
  email,
  userid,
}: {
  fields: ApplicantField[];
  email?: string;
  userid?: string;
}) {
  const t = useTranslations("case.applicant");
  return (
    <section aria-labelledby="applicant-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="applicant-heading" className="text-base font-semibold">
        {t("heading")}
      </h2>
      <dl className="mt-3 grid gap-y-2 text-sm">
        {email && <Row label={t("email")} value={email} />}
        {userid && <Row label={t("userId")} value={userid} />}
        {fields.map((field) => (
          <Row key={field.key} label={field.label} value={field.value} masked={field.masked} />
        ))}
      </dl>
      {fields.length === 0 && <p className="mt-2 text-sm text-slate-600">{t("none")}</p>}
    </section>
  );
}

function Row({ label, value, masked = false }: { label: string; value: string; masked?: boolean }) {
  const t = useTranslations("case.applicant");
  return (
    <div className="flex gap-2">
      <dt className="w-48 shrink-0 text-slate-600">{label}</dt>
      <dd className="break-all">
        <span className={masked ? "font-mono" : undefined}>{value}</span>
        {masked && (
          <span
            className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700"
            title={t("maskedTitle")}
          >
            {t("masked")}
          </span>
        )}
      </dd>
    </div>
  );
}
