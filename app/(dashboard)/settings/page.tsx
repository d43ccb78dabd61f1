import type { Metadata } from "next";
import { OwnAvailability } from "@/components/availability/own-availability";
import { PreferencesForm } from "@/components/settings/preferences-form";
import { can } from "@/lib/auth/permissions";
import { authorize } from "@/lib/auth/session";
import { defaultTimeZones } from "@/lib/i18n/locales";
import { requestPreferences } from "@/lib/i18n/request-preferences";
import { translator } from "@/lib/i18n/server";
import { loadSettings } from "@/lib/settings/queries";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await translator())("settings.title") };
}

/**
 * Everyone's own settings: the language and the time zone times are shown in (docs/i18n.md)
 * and, for those who take cases, their availability (docs/queues.md).
 */
export default async function SettingsPage() {
  const actor = await authorize("preferences:own");
  const [t, current, settings] = await Promise.all([
    translator(),
    requestPreferences(),
    loadSettings(actor.id),
  ]);
  const own = settings.preferences;
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
      {can(actor.role, "availability:own") ? (
        <section
          aria-labelledby="availability-heading"
          className="rounded-lg border border-slate-200 bg-white p-4"
        >
          <h2 id="availability-heading" className="font-medium">
            {t("availability.heading")}
          </h2>
          <p className="mb-3 text-sm text-slate-600">{t("availability.intro")}</p>
          <OwnAvailability paused={settings.availability.paused} absences={settings.availability.absences} />
        </section>
      ) : null}
    </section>
  );
}
