"use client";
// Disabling an account asks first and says what it does; a disabled account says how it comes
// back, with the one button that brings it back.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { setUserDisabled } from "@/lib/users/actions";
import { useHydrated } from "@/components/ui/use-hydrated";

type Props = { id: string; email: string; disabled: boolean };

// One place that stays while the account's state changes under it, so focus has somewhere to go.
export function AccountAccess(props: Props) {
  return (
    <div id={`access-${props.id}`} tabIndex={-1} className="outline-none">
      <Access key={String(props.disabled)} {...props} />
    </div>
  );
}

function Access({ id, email, disabled }: Props) {
  // "back": the person cancelled, so the button they came from takes the focus again.
  const [asking, setAsking] = useState<"no" | "yes" | "back">("no");
  const t = useTranslations("users.access");
  const hydrated = useHydrated();
  const hidden = (to: boolean) => (
    <>
      <input type="hidden" name="userId" value={id} />
      <input type="hidden" name="disabled" value={String(to)} />
    </>
  );
  if (disabled)
    return (
      <div className="max-w-xs space-y-1 rounded-md border border-slate-200 bg-slate-50 p-2 text-xs">
        <p>{t("disabledNote", { email })}</p>
        <ActionForm
          action={setUserDisabled}
          submitLabel={t("enable", { email })}
          pendingLabel={t("enabling")}
          focusOnDone={`access-${id}`}
        >
          {hidden(false)}
        </ActionForm>
      </div>
    );
  if (asking !== "yes")
    return (
      <button
        type="button"
        autoFocus={asking === "back"}
        disabled={!hydrated}
        onClick={() => setAsking("yes")}
        className="rounded-md border border-rose-300 bg-white px-3 py-1.5 text-sm font-medium text-rose-800 hover:bg-rose-50"
      >
        {t("disableAsk", { email })}
      </button>
    );
  return (
    <div
      role="group"
      aria-labelledby={`disable-${id}`}
      className="max-w-xs space-y-2 rounded-md border border-rose-300 bg-rose-50 p-2 text-xs text-rose-950"
    >
      <p id={`disable-${id}`}>
        {t.rich("confirm", { email, strong: (chunks) => <strong>{chunks}</strong> })}
      </p>
      <div className="flex flex-wrap items-start gap-2">
        <ActionForm
          action={setUserDisabled}
          submitLabel={t("disable", { email })}
          pendingLabel={t("disabling")}
          focusOnDone={`access-${id}`}
          tone="danger"
        >
          {hidden(true)}
        </ActionForm>
        <button
          type="button"
          autoFocus
          onClick={() => setAsking("back")}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50"
        >
          {t("cancel")}
        </button>
      </div>
    </div>
  );
}
