// HTTPS transport to the KYC interface: base URLs, API key, CA, timeouts, retries for
// reads, and validation of every JSON answer. Inspired by inbox-zero's per-service
// `request()`; the base URLs come from configuration so the embedded service or the
// vendor stand behind it alike.
import { Agent, fetch, type FormData, type Response } from "undici";
import type { z } from "zod";
import { ErrorBody, generalErrorMessages } from "../../common/kyc-api/schemas";
import { codeForStatus, KycApiError } from "./errors";

export interface TransportConfig {
  /** {legacy_base_url}: the v2 paths. */
  legacyBaseUrl: string;
  /** {base_url}: the v3 paths. */
  baseUrl: string;
  apiKey: string;
  /** PEM of the CA to trust in addition to none (when given, only it is trusted). */
  ca?: string;
  timeoutMs: number;
  /** Retries after the first try, for reads only. */
  readRetries?: number;
  retryDelayMs?: number;
}

type Query = Record<string, string | number | undefined>;
export type Body = { json: unknown } | { form: Record<string, string | undefined> } | { multipart: FormData };

export interface RequestSpec {
  method: "GET" | "POST" | "DELETE";
  path: `/v2/${string}` | `/v3/${string}`;
  query?: Query;
  body?: Body;
}

const retryableStatus = new Set([502, 503, 504]);

export function createTransport(config: TransportConfig) {
  const dispatcher = new Agent({
    connect: config.ca ? { ca: config.ca } : {},
    headersTimeout: config.timeoutMs,
    bodyTimeout: config.timeoutMs,
    keepAliveTimeout: 10_000,
  });
  const retries = config.readRetries ?? 2;
  const retryDelayMs = config.retryDelayMs ?? 150;

  function url(spec: RequestSpec): string {
    const base = spec.path.startsWith("/v3/") ? config.baseUrl : config.legacyBaseUrl;
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(spec.query ?? {}))
      if (value !== undefined) search.set(key, String(value));
    const qs = search.toString();
    return `${base}${spec.path}${qs ? `?${qs}` : ""}`;
  }

  /**
   * One try. A JSON call must be answered whole within the timeout; a download must start
   * within it (the dispatcher's header and body timeouts), then streams as it arrives.
   * Network failures and timeouts become KycApiError with status 0.
   */
  async function send(spec: RequestSpec, whole: boolean): Promise<Response> {
    const { body, contentType } = encodeBody(spec.body);
    try {
      return await fetch(url(spec), {
        method: spec.method,
        headers: {
          "x-api-key": config.apiKey,
          accept: "application/json",
          ...(contentType ? { "content-type": contentType } : {}),
        },
        body,
        dispatcher,
        signal: whole ? AbortSignal.timeout(config.timeoutMs) : undefined,
      });
    } catch (error) {
      const timedOut = isTimeout(error);
      throw new KycApiError(
        0,
        timedOut ? "timeout" : "network",
        timedOut
          ? `no answer within ${config.timeoutMs} ms`
          : `could not reach the KYC service: ${describeNetworkError(error)}`,
        spec.path,
        { cause: error },
      );
    }
  }

  /** Sends with retries for reads: network errors, 502, 503, 504, with exponential backoff. */
  async function respond(spec: RequestSpec, whole: boolean): Promise<Response> {
    const attempts = spec.method === "GET" ? retries + 1 : 1;
    for (let attempt = 1; ; attempt++) {
      let answer: Response | undefined;
      let failed: KycApiError | undefined;
      try {
        answer = await send(spec, whole);
      } catch (error) {
        failed = error as KycApiError;
      }
      const retryable = failed ? failed.code === "network" : retryableStatus.has(answer!.status);
      if (!retryable || attempt >= attempts) {
        if (failed) throw failed;
        if (answer!.status < 200 || answer!.status > 299) throw await errorFrom(answer!, spec.path);
        return answer!;
      }
      await answer?.body?.cancel().catch(() => undefined);
      await new Promise((resolve) =>
        setTimeout(resolve, retryDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random())),
      );
    }
  }

  /** A JSON call whose answer must match the schema. */
  async function json<S extends z.ZodType>(spec: RequestSpec, schema: S): Promise<z.infer<S>> {
    const answer = await respond(spec, true);
    const text = await readText(answer, spec.path);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new KycApiError(
        502,
        "malformed_response",
        `the answer is not JSON (${text.slice(0, 60).replace(/\s+/g, " ")}…)`,
        spec.path,
        { cause: error },
      );
    }
    const result = schema.safeParse(parsed);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw new KycApiError(
        502,
        "malformed_response",
        `unexpected answer at ${issue.path.join(".") || "(root)"}: ${issue.message}`,
        spec.path,
        { cause: result.error },
      );
    }
    return result.data;
  }

  /** A file download: headers within the timeout, then the body streamed as it arrives. */
  async function stream(spec: RequestSpec) {
    const answer = await respond(spec, false);
    return {
      body: answer.body as ReadableStream<Uint8Array>,
      contentType: answer.headers.get("content-type") ?? "application/octet-stream",
      contentLength: answer.headers.get("content-length") ?? undefined,
      // Held as long as the body is: undici cancels the body of a Response the garbage
      // collector takes (a FinalizationRegistry), and a route that awaits something (its audit
      // event) before passing the body on then fails with "Response body object should not
      // be disturbed or locked".
      response: answer,
    };
  }

  return { json, stream, close: () => dispatcher.close() };
}

/** A request body with its content type (fetch sets a multipart form's own, with its boundary). */
function encodeBody(body: Body | undefined): { body?: string | FormData; contentType?: string } {
  if (!body) return {};
  if ("json" in body) return { body: JSON.stringify(body.json), contentType: "application/json" };
  if ("multipart" in body) return { body: body.multipart };
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(body.form)) if (v !== undefined) form.set(k, v);
  return { body: form.toString(), contentType: "application/x-www-form-urlencoded" };
}

async function readText(answer: Response, path: string): Promise<string> {
  try {
    return await answer.text();
  } catch (error) {
    throw new KycApiError(0, isTimeout(error) ? "timeout" : "network", "the answer was cut off", path, {
      cause: error,
    });
  }
}

async function errorFrom(answer: Response, path: string): Promise<KycApiError> {
  const text = await answer.text().catch(() => "");
  let body: { message?: string; errorCode?: string } = {};
  try {
    const parsed = ErrorBody.safeParse(JSON.parse(text));
    if (parsed.success) body = parsed.data;
  } catch {
    // Not JSON (a proxy's HTML page, say): fall back to the status's documented message.
  }
  const message = body.message ?? generalErrorMessages[answer.status] ?? `HTTP ${answer.status}`;
  return new KycApiError(answer.status, body.errorCode ?? codeForStatus(answer.status), message, path);
}

function isTimeout(error: unknown): boolean {
  const e = error as { name?: string; code?: string; cause?: { code?: string; name?: string } };
  return (
    e?.name === "TimeoutError" ||
    e?.code === "UND_ERR_HEADERS_TIMEOUT" ||
    e?.code === "UND_ERR_BODY_TIMEOUT" ||
    e?.cause?.code === "UND_ERR_HEADERS_TIMEOUT" ||
    e?.cause?.code === "UND_ERR_BODY_TIMEOUT" ||
    e?.cause?.name === "TimeoutError"
  );
}

function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code ?? (error as { code?: string }).code;
  if (code === "ECONNREFUSED") return "connection refused";
  if (code === "ENOTFOUND") return "unknown host";
  if (
    code === "DEPTH_ZERO_SELF_SIGNED_CERT" ||
    code === "UNABLE_TO_VERIFY_LEAF_SIGNATURE" ||
    code === "SELF_SIGNED_CERT_IN_CHAIN"
  ) {
    return "the service's TLS certificate is not trusted (set KYC_CA_FILE to its CA)";
  }
  if (code === "ERR_TLS_CERT_ALTNAME_INVALID")
    return "the service's TLS certificate does not match its host name";
  return code ?? cause?.message ?? "network error";
}
