// The KYC service's HTTPS server: API-key authentication, JSON errors, and the routes.
import Fastify, { LogController, type FastifyInstance } from "fastify";
import multipart from "@fastify/multipart";
import { ApiError, forbidden } from "./http/errors";
import { maxFieldBytes, maxFileBytes } from "./http/multipart";
import type { UploadTimeouts } from "./http/upload-guard";
import { findProjectByKey, type Project } from "./projects/projects";
import type { ServiceDeps } from "./deps";
import { submissionRoutes } from "./routes/submissions";
import { step1Routes } from "./routes/step1";
import { step2Routes } from "./routes/step2";
import { addressCodeRoutes } from "./routes/address-code";
import { reviewRoutes } from "./routes/review";
import { applicantRoutes } from "./routes/applicants";
import { imageRoutes } from "./routes/images";
import { validationAccountRoutes } from "./routes/validation-account";
import { simulatedBankRoutes } from "./routes/simulated-bank";
import { amlReportRoutes } from "./routes/aml-report";
import { generalErrorMessages } from "../common/kyc-api/schemas";

export type { ServiceDeps } from "./deps";

/** Whole-request cap: three 3 MB files plus the form fields. */
const maxRequestBytes = 3 * maxFileBytes + 256 * 1024;

declare module "fastify" {
  interface FastifyInstance {
    deps: ServiceDeps;
    uploadTimeouts: UploadTimeouts;
  }
  interface FastifyRequest {
    project: Project;
  }
}

export interface ServerOptions {
  tls: { key: string | Buffer; cert: string | Buffer };
  logLevel?: string;
  logStream?: { write(line: string): void };
  /** Largest request accepted, in bytes (each file has its own 3 MB limit too). */
  bodyLimit?: number;
  timeouts?: ServerTimeouts;
}

/** How long a client may take: to send its headers, between two bytes of a body, for the whole request. */
export interface ServerTimeouts {
  headersMs: number;
  bodyIdleMs: number;
  requestMs: number;
}

export const defaultTimeouts: ServerTimeouts = { headersMs: 10_000, bodyIdleMs: 15_000, requestMs: 60_000 };

export async function buildServer(deps: ServiceDeps, options: ServerOptions): Promise<FastifyInstance> {
  const timeouts = options.timeouts ?? defaultTimeouts;
  const bodyLimit = options.bodyLimit ?? maxRequestBytes;
  const app = Fastify({
    https: options.tls,
    // Node answers 408 and closes the connection when a request (headers and body, not the
    // work done on it) has not fully arrived in time: a body shorter than its Content-Length
    // cannot hold a connection forever. Uploads are bounded more tightly by upload-guard.ts.
    requestTimeout: timeouts.requestMs,
    bodyLimit,
    logger: {
      level: options.logLevel ?? "info",
      // Keys and query strings can carry identifiers: log the route, not the values.
      redact: ["req.headers['x-api-key']", "req.headers.authorization"],
      serializers: { req: (req) => ({ method: req.method, url: req.url.split("?")[0], id: req.id }) },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // One line per request, written by the onResponse hook below (method, path, status, time).
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: "x-request-id",
  });
  app.server.headersTimeout = timeouts.headersMs;
  app.decorate("deps", deps);
  app.decorate("uploadTimeouts", { bodyIdleMs: timeouts.bodyIdleMs, requestMs: timeouts.requestMs });
  app.decorateRequest("project", null as unknown as Project);

  app.addHook("onResponse", async (request, reply) => {
    // A read that succeeded is at debug: the dashboard's case index reads the list every few
    // seconds, and those lines would bury what a person running the service needs (writes,
    // refusals, failures). KYC_SERVICE_LOG_LEVEL=debug shows them.
    const quiet = (request.method === "GET" || request.method === "HEAD") && reply.statusCode < 400;
    request.log[quiet ? "debug" : "info"](
      `${request.method} ${request.url.split("?")[0]} ${reply.statusCode} in ${Math.round(reply.elapsedTime)} ms`,
    );
  });

  app.addHook("onRequest", async (request) => {
    // Refused from the header alone, before a byte of the body is read; the rest of an
    // oversized upload is discarded by Node, never buffered. Chunked uploads without a
    // length are bounded by the multipart limits (3 files of 3 MB, small fields).
    const length = Number(request.headers["content-length"] ?? 0);
    if (length > bodyLimit) {
      throw new ApiError(
        413,
        `${generalErrorMessages[413]}: the request is larger than ${Math.floor(bodyLimit / 1024 / 1024)} MB`,
      );
    }
    const key = request.headers["x-api-key"];
    if (typeof key !== "string" || key.length === 0 || key.length > 200) throw forbidden();
    const project = await findProjectByKey(deps.db, key);
    if (!project) throw forbidden();
    request.project = project;
  });

  app.setErrorHandler((error, request, reply) => {
    // Refused before its body was read (a stalled or malformed upload): answer, then close
    // the connection rather than keep it open for a body that may never end. Except a missing
    // or unknown key on a body of a declared size within the limit: closing at once broke the
    // pipe of a client still sending it, which then saw "fetch failed" instead of the 403. Node
    // reads and discards that body after the answer (bounded by the request timeout), so the
    // client gets its answer and the connection stays usable.
    const length = Number(request.headers["content-length"]);
    const declaredBody = Number.isSafeInteger(length) && length > 0 && length <= bodyLimit;
    const refusedKey = error instanceof ApiError && error.statusCode === 403 && declaredBody;
    if (!request.raw.complete && !refusedKey) reply.header("connection", "close");
    if (error instanceof ApiError) return reply.status(error.statusCode).send(error.body());
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413 || (error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      return reply.status(413).send({ message: generalErrorMessages[413] });
    }
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type): say what was wrong, no internals.
      return reply
        .status(status)
        .send({ message: `${generalErrorMessages[400]}: ${(error as Error).message}` });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ message: generalErrorMessages[500] });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No such endpoint: ${request.method} ${request.url.split("?")[0]}` });
  });

  await app.register(multipart, {
    limits: {
      fileSize: maxFileBytes,
      files: 3,
      fields: 40,
      fieldSize: maxFieldBytes,
      parts: 50,
      headerPairs: 100,
    },
  });
  await app.register(submissionRoutes);
  await app.register(step1Routes);
  await app.register(step2Routes);
  await app.register(addressCodeRoutes);
  await app.register(reviewRoutes);
  await app.register(applicantRoutes);
  await app.register(imageRoutes);
  await app.register(validationAccountRoutes);
  await app.register(simulatedBankRoutes);
  await app.register(amlReportRoutes);
  return app;
}
