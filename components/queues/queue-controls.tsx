"use client";
// A queue's two page-wide actions: make it the default queue, delete it (asked first by the
// button's own words and the page's explanation; refused for the default or a target).
import { useTranslations } from "next-intl";
import { ActionForm } from "@/components/ui/action-form";
import { deleteQueue, setDefaultQueue } from "@/lib/queues/actions";

export function MakeDefault({ queueId }: { queueId: string }) {
  const t = useTranslations("queues.page");
  return (
    <ActionForm
      action={setDefaultQueue}
      submitLabel={t("makeDefault")}
      pendingLabel={t("makingDefault")}
      success={t("madeDefault")}
      tone="plain"
    >
      <input type="hidden" name="queueId" value={queueId} />
    </ActionForm>
  );
}

export function DeleteQueue({ queueId }: { queueId: string }) {
  const t = useTranslations("queues.page.delete");
  return (
    <ActionForm
      action={deleteQueue}
      submitLabel={t("submit")}
      pendingLabel={t("pending")}
      tone="danger"
      label={t("heading")}
    >
      <input type="hidden" name="queueId" value={queueId} />
    </ActionForm>
  );
}
