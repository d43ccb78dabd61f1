// The start of every queue route: the reviewer may read submissions, and the view in the
// address parses. Either way the read is audited; a bad address is a 400 naming what to fix.
import "server-only";
import { auditedRead } from "../actions/read";
import { saidResponse } from "../said-response";
import { parseView, ViewError, type QueueView } from "./view";

export async function readQueueView(
  request: Request,
  action: string,
): Promise<{ read: Awaited<ReturnType<typeof auditedRead>>; view: QueueView } | Response> {
  const read = await auditedRead("submissions:read", { action });
  try {
    return { read, view: parseView(new URL(request.url).searchParams) };
  } catch (error) {
    if (!(error instanceof ViewError)) throw error;
    await read.failed(error.message);
    return saidResponse(400, error.said);
  }
}
