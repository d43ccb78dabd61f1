// What a failed part of the case page says, in the reader's language: the KYC service's
// failure as the client words it, or, for a failure of our own, that the cause is in the log.
import { useSayMessage } from "@/components/i18n/use-value-words";
import type { PartFailure } from "@/lib/submissions/case-part";

export function usePartMessage() {
  const say = useSayMessage();
  return (failure: PartFailure) => say(failure.said);
}
