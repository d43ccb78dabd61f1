// For actions that call the KYC service: an upstream failure becomes a refusal the person reads
// in their language (the client's safe message), the cause goes to the server log.
import "server-only";
import { upstreamFailure } from "../kyc/errors";
import { refusal } from "./refusal";
import type { MessageKey } from "./words";

/**
 * `call`'s value, or a refusal saying why it failed. `notDone` names what was not done, a
 * message with a `{reason}` ("kycService.notDone.note": "The note was not added: {reason}").
 */
export async function upstream<T>(call: () => Promise<T>, context: string, notDone?: MessageKey): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const { said } = upstreamFailure(error, context);
    throw notDone ? refusal(notDone, { reason: [said] }) : refusal(said.key, said.values);
  }
}
