"use client";
// The Settings page's form: language and time zone, saved together by savePreferences
// (lib/i18n/actions.ts) through the one form. What was chosen stays after a refusal.
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { FieldError, useFieldProps } from "@/components/ui/field-error";
import { savePreferences } from "@/lib/i18n/actions";
import { localeNames, locales, type Locale } from "@/lib/i18n/locales";

const select = "mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1.5 text-sm";

export function PreferencesForm(props: {
  locale: Locale;
  timeZone: string;
  zones: string[];
  defaults: Record<Locale, string>;
}) {
  const t = useTranslations("settings.form");
  return (
    <ActionForm
      action={savePreferences}
      submitLabel={t("save")}
      pendingLabel={t("saving")}
      success={t("saved")}
      label={t("label")}
      className="space-y-3"
    >
      <Fields {...props} />
    </ActionForm>
  );
}

function Fields({ locale, timeZone, zones, defaults }: Parameters<typeof PreferencesForm>[0]) {
  const t = useTranslations("settings.form");
  const zoneField = useFieldProps("timeZone");
  const localeField = useFieldProps("locale");
  return (
    <>
      <div>
        <label className="block text-sm">
          <span className="font-medium">{t("language")}</span>
          <select name="locale" defaultValue={locale} className={select} {...localeField}>
            {locales.map((code) => (
              <option key={code} value={code} lang={code}>
                {localeNames[code]}
              </option>
            ))}
          </select>
        </label>
        <FieldError name="locale" />
      </div>
      <div>
        <label className="block text-sm">
          <span className="font-medium">{t("timeZone")}</span>
          <select name="timeZone" defaultValue={timeZone} className={select} {...zoneField}>
            <option value="">{t("defaultZone", { ko: defaults.ko, en: defaults.en })}</option>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </label>
        <p className="mt-1 text-xs text-slate-600">{t("zoneHint")}</p>
        <FieldError name="timeZone" />
      </div>
    </>
  );
}
