"use client";
// The Settings page's availability: pause or resume one's assignments, one's out-of-office
// periods still to come with a way to cancel each, and a form for a new one.
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { addOwnAbsence, removeOwnAbsence, setOwnPause } from "@/lib/availability/actions";
import { AbsenceDays } from "./absence-days";

export function OwnAvailability({
  paused,
  absences,
}: {
  paused: boolean;
  absences: readonly { id: string; startsOn: string; endsOn: string }[];
}) {
  const t = useTranslations("availability");
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <p className="text-sm" role="status">
          {paused ? t("pause.paused") : t("pause.active")}
        </p>
        <ActionForm
          action={setOwnPause}
          submitLabel={paused ? t("pause.resume") : t("pause.pause")}
          pendingLabel={t("pause.pending")}
          label={t("pause.label")}
          resetKey={String(paused)}
          tone="plain"
        >
          <input type="hidden" name="paused" value={String(!paused)} />
        </ActionForm>
      </div>
      <div className="space-y-2">
        <h3 className="text-sm font-medium">{t("periods.caption")}</h3>
        {absences.length === 0 ? (
          <p className="text-sm text-slate-600">{t("periods.none")}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {absences.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center gap-2">
                <span className="tabular-nums">
                  {a.startsOn} – {a.endsOn}
                </span>
                <ActionForm
                  action={removeOwnAbsence}
                  submitLabel={t("periods.remove")}
                  pendingLabel={t("periods.removing")}
                  label={t("periods.removeLabel", { from: a.startsOn, until: a.endsOn })}
                  tone="plain"
                >
                  <input type="hidden" name="absenceId" value={a.id} />
                </ActionForm>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ActionForm
        action={addOwnAbsence}
        submitLabel={t("add.submit")}
        pendingLabel={t("add.pending")}
        success={t("add.done")}
        label={t("add.label")}
        clearOnDone
        className="flex flex-wrap items-end gap-2"
      >
        <AbsenceDays />
      </ActionForm>
    </div>
  );
}
