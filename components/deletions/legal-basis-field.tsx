"use client";
// The legal basis of a deletion inside the retention period: shown with the rule when the
// page knows the case is retained, or once the action says so (a typed submission id).
import { useTranslations } from "next-intl";
import { FieldError, useFieldErrors, useFieldProps } from "@/components/ui/field-error";
import { legalBasisCodes } from "@/lib/evidence/retention";

export function LegalBasisField({ retention }: { retention?: string }) {
  const t = useTranslations();
  const errors = useFieldErrors("legalBasis");
  const field = useFieldProps("legalBasis");
  if (!retention && !errors.length) return null;
  return (
    <div className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm">
      {retention ? <p className="text-amber-950">{retention}</p> : null}
      <label className="block">
        <span className="font-medium">{t("caseDeletion.form.legalBasis")}</span>
        <select
          name="legalBasis"
          defaultValue=""
          {...field}
          className="mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
        >
          <option value="" disabled>
            {t("caseDeletion.form.choose")}
          </option>
          {legalBasisCodes.map((code) => (
            <option key={code} value={code}>
              {t(`values.legalBasis.${code}`)}
            </option>
          ))}
        </select>
      </label>
      <FieldError name="legalBasis" />
    </div>
  );
}
