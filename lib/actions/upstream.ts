// For actions that call the KYC service: an upstream failure becomes a SafeError the person
// sees (the service's safe message), the cause goes to the server log.
import { upstreamFailure } from "../kyc/errors";
import { SafeError } from "./result";

export async function upstream<T>(call: () => Promise<T>, context: string, prefix = ""): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new SafeError(`${prefix}${upstreamFailure(error, context).userMessage}`);
  }
}
