// What the audit log keeps of a refusal. "No submission with id … at the KYC service" names
// what the person typed where an id goes, which may be anything (a name, a number that is not
// a submission id's): the event keeps neither that value in its reason nor it as its target,
// since the chain can never forget either. Every other refusal is kept as said, in English.
import { english, sayMessage, type ListValues, type Message } from "./message";
import type { SafeError } from "./result";

const unknownKey = "kycService.unknownSubmission";

const isMessage = (value: unknown): value is Message =>
  typeof value === "object" && value !== null && "key" in value;

function mentionsUnknown(said: Message): boolean {
  if (said.key === unknownKey) return true;
  return Object.values(said.values ?? {}).some(
    (value) => Array.isArray(value) && value.some((item) => isMessage(item) && mentionsUnknown(item)),
  );
}

function withoutTypedId(said: Message): Message {
  if (said.key === unknownKey) return { key: said.key, values: { ...said.values, id: "…" } };
  const values: ListValues = Object.fromEntries(
    Object.entries(said.values ?? {}).map(([name, value]) => [
      name,
      Array.isArray(value) && value.some(isMessage)
        ? (value as readonly Message[]).map((item) => withoutTypedId(item))
        : value,
    ]),
  );
  return { key: said.key, values };
}

/** The reason and target a refused action's event records. */
export function refusalRecord(error: SafeError, target: string | undefined) {
  if (!error.said || !mentionsUnknown(error.said)) return { reason: error.message, target };
  return { reason: sayMessage(english, withoutTypedId(error.said)), target: undefined };
}
