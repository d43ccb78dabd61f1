// What a failed part of the case page says: the KYC service's failure as the client words it,
// or, for a failure of our own (its cause in the server log), a sentence in the reader's language.
import { useTranslations } from "next-intl";
import type { PartFailure } from "@/lib/submissions/case-part";

export function usePartMessage() {
  const t = useTranslations("case.page");
  return (failure: PartFailure) => (failure.kind === "internal" ? t("partInternal") : failure.userMessage);
}
