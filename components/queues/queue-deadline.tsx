"use client";
// A queue's deadline in words ("4 business hours", "4영업시간"): the list and the queue page.
import { useTranslations } from "next-intl";

export function QueueDeadline({ unit, amount }: { unit: string; amount: number }) {
  const t = useTranslations("queues");
  return <>{unit === "business_days" ? t("deadlineDays", { amount }) : t("deadline", { amount })}</>;
}
