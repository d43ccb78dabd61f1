// Bounds a multipart upload in time. Node's own request timeout answers only once the whole
// request has not arrived and is checked coarsely; an upload whose client stops sending (or
// never sends the closing boundary) would otherwise hold its temporary file and its handle
// until the socket dies. The guard aborts when no byte arrived for `bodyIdleMs`, when the
// whole upload took longer than `requestMs`, or when the client went away; readMultipart
// then removes the temporary files and the aborted streams close their handles.
import type { IncomingMessage } from "node:http";
import { ApiError } from "./errors";
import { generalErrorMessages } from "../../common/kyc-api/schemas";

export interface UploadTimeouts {
  bodyIdleMs: number;
  requestMs: number;
}

export interface UploadGuard {
  signal: AbortSignal;
  /** Rejects with the reason once aborted; race it with anything that waits on the client. */
  aborted: Promise<never>;
  dispose(): void;
}

export function guardUpload(raw: IncomingMessage, timeouts: UploadTimeouts): UploadGuard {
  const controller = new AbortController();
  const stop = (error: ApiError) => {
    if (!controller.signal.aborted) controller.abort(error);
  };
  const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
  const idle = () =>
    stop(
      new ApiError(
        408,
        `Request Timeout: the upload stalled (no data for ${seconds(timeouts.bodyIdleMs)}); send the whole multipart body, ending with its closing boundary`,
        "request_timeout",
      ),
    );
  let idleTimer = setTimeout(idle, timeouts.bodyIdleMs);
  const totalTimer = setTimeout(
    () =>
      stop(
        new ApiError(
          408,
          `Request Timeout: the upload took longer than ${seconds(timeouts.requestMs)}`,
          "request_timeout",
        ),
      ),
    timeouts.requestMs,
  );
  const onData = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(idle, timeouts.bodyIdleMs);
  };
  const onClose = () => {
    if (!raw.complete) stop(new ApiError(400, `${generalErrorMessages[400]}: the client closed the upload`));
  };
  raw.on("data", onData);
  raw.on("close", onClose);
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true });
  });
  aborted.catch(() => undefined); // observed by whoever races it; never unhandled
  return {
    signal: controller.signal,
    aborted,
    dispose() {
      clearTimeout(idleTimer);
      clearTimeout(totalTimer);
      raw.off("data", onData);
      raw.off("close", onClose);
    },
  };
}
