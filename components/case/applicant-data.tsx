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
  return (
    <section aria-labelledby="applicant-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="applicant-heading" className="text-base font-semibold">
        Applicant
      </h2>
      <dl className="mt-3 grid gap-y-2 text-sm">
        {email && <Row label="E-mail" value={email} />}
        {userid && <Row label="User id" value={userid} />}
        {fields.map((field) => (
          <Row key={field.key} label={field.label} value={field.value} masked={field.masked} />
        ))}
      </dl>
      {fields.length === 0 && (
        <p className="mt-2 text-sm text-slate-600">
          The KYC service returned no applicant data (step 2 may not have run yet).
        </p>
      )}
    </section>
  );
}

function Row({ label, value, masked = false }: { label: string; value: string; masked?: boolean }) {
  return (
    <div className="flex gap-2">
      <dt className="w-48 shrink-0 text-slate-600">{label}</dt>
      <dd className="break-all">
        <span className={masked ? "font-mono" : undefined}>{value}</span>
        {masked && (
          <span
            className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700"
            title="The KYC service masks this value"
          >
            masked by the KYC service
          </span>
        )}
      </dd>
    </div>
  );
}
