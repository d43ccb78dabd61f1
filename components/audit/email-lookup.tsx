"use client";
// "Was this person's data deleted?": the e-mail is posted to a server action, compared with
// the case index (folded) and with deletion records (by its keyed hash); it never goes into an
// address or the log. The answer is one of three: deleted, still held, never seen here.
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { FieldError, useFieldProps } from "@/components/ui/field-error";
import { lookupApplicantByEmail } from "@/lib/audit/actions";
import { ApplicantLookupAnswer } from "./applicant-lookup-answer";

// The typed address travels with the answer (on screen, so it says which address it is about).
async function lookUp(form: FormData) {
  const result = await lookupApplicantByEmail(form);
  return result.ok
    ? { ...result, data: { ...result.data, email: String(form.get("email")).trim() } }
    : result;
}

export function EmailLookup() {
  const t = useTranslations("deletions.lookup");
  return (
    <section
      aria-labelledby="email-lookup-heading"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="email-lookup-heading" className="font-medium">
        {t("heading")}
      </h2>
      <ActionForm
        action={lookUp}
        submitLabel={t("lookUp")}
        pendingLabel={t("looking")}
        tone="plain"
        label={t("label")}
        className="flex flex-wrap items-end gap-x-2 gap-y-3"
        success={(data) => <ApplicantLookupAnswer {...data} />}
      >
        <EmailField />
      </ActionForm>
    </section>
  );
}

function EmailField() {
  const t = useTranslations("deletions.lookup");
  return (
    <div>
      <label className="block max-w-full text-sm">
        <span className="font-medium">{t("email")}</span>
        <input
          name="email"
          type="email"
          required
          autoComplete="off"
          {...useFieldProps("email")}
          className="mt-1 block w-80 max-w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
        />
      </label>
      <FieldError name="email" />
    </div>
  );
}
