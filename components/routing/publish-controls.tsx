"use client";
// Publishing the draft as the next version (new cases are routed by it from then on), or
// throwing the draft away. Shown while there is a draft.
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { discardRoutingDraft, publishRoutingRules } from "@/lib/routing/actions";

export function PublishControls() {
  const t = useTranslations("routing.publish");
  return (
    <div className="flex flex-wrap items-start gap-3">
      <ActionForm
        action={publishRoutingRules}
        submitLabel={t("submit")}
        pendingLabel={t("pending")}
        success={(d) => t("done", { version: d.version })}
        label={t("label")}
        // Publishing ends the draft and these buttons with it: the page's status says the new
        // version, and the focus goes there.
        focusOnDone="routing-status"
      />
      <ActionForm
        action={discardRoutingDraft}
        submitLabel={t("discard")}
        tone="plain"
        label={t("discardLabel")}
      />
    </div>
  );
}
