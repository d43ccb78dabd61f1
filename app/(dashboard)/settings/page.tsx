import type { Metadata } from "next";
import { PreferencesForm } from "@/components/settings/preferences-form";
import { authorize } from "@/lib/auth/session";
import { defaultTimeZones } from "@/lib/i18n/locales";
import { fetchOwnPreferences } from "@/lib/i18n/queries";
import { requestPreferences } from "@/lib/i18n/request-preferences";
import { translator } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await translator())("settings.title") };
}

/** Everyone's own settings: the language and the time zone times are shown in (docs/i18n.md). */
export default async function SettingsPage() {
  const actor = await authorize("preferences:own");
  const [t, current, own] = await Promise.all([
    translator(),
    requestPreferences(),
    fetchOwnPreferences(actor.id),
  ]);
  return (
    <section aria-labelledby="settings-heading" className="max-w-xl space-y-4">
      <h1 id="settings-heading" className="text-xl font-semibold">
        {t("settings.heading")}
      </h1>
      <p className="text-sm text-slate-600">
        {t("settings.about", { zone: current.timeZone, language: t(`settings.languages.${current.locale}`) })}
      </p>
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <PreferencesForm
          locale={own.locale ?? current.locale}
          timeZone={own.timeZone ?? ""}
          zones={own.zones}
          defaults={defaultTimeZones}
        />
      </div>
    </section>
  );
}
