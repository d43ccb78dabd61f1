"use client";
// The first and last day of an out-of-office period, inside the one form: the Settings page
// and a queue's members (a manager setting it for someone).
import { useTranslations } from "next-intl";
import { FieldError, useFieldProps } from "@/components/ui/field-error";

const small = "rounded border border-slate-300 bg-white px-2 py-1 text-sm";

export function AbsenceDays() {
  const t = useTranslations("availability.periods");
  const from = useFieldProps("startsOn");
  const until = useFieldProps("endsOn");
  return (
    <>
      <div>
        <label className="block text-sm">
          <span className="font-medium">{t("from")}</span>
          <input name="startsOn" type="date" className={`mt-1 block ${small}`} {...from} />
        </label>
        <FieldError name="startsOn" />
      </div>
      <div>
        <label className="block text-sm">
          <span className="font-medium">{t("until")}</span>
          <input name="endsOn" type="date" className={`mt-1 block ${small}`} {...until} />
        </label>
        <FieldError name="endsOn" />
      </div>
    </>
  );
}
