// A route handler's error answer in the reader's language: the one error body
// (lib/error-response.ts) with a catalogue message said for the person whose browser asked.
import "server-only";
import type { Message } from "./actions/message";
import { readerMessages } from "./actions/refusal";
import { errorResponse, type ErrorStatus } from "./error-response";

export async function saidResponse(status: ErrorStatus, said: Message): Promise<Response> {
  const say = await readerMessages();
  return errorResponse(status, say(said));
}
