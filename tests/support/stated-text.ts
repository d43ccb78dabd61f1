// How an audit event's stated reason reads: the text kept outside the chain, "erased" or
// "notKept" (lib/audit/erasable-text.ts), as the audit log page shows it.
import { statedTextOf, textsOf } from "@/lib/audit/erasable-text";

export async function statedText(event: { statedReason: string | null } | null) {
  const stored = event?.statedReason ?? null;
  return statedTextOf(stored, await textsOf([stored]));
}
