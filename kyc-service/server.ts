// The KYC service's HTTPS server: API-key authentication, JSON errors, and the routes.
import Fastify, { LogController, type FastifyInstance } from "fastify";
import { ApiError, forbidden } from "./http/errors";
import { findProjectByKey, type Project } from "./projects/projects";
import type { ServiceDb } from "./store/db";
import { submissionRoutes } from "./routes/submissions";
import { generalErrorMessages } from "../lib/kyc/schemas";

export interface ServiceDeps {
  db: ServiceDb;
}

declare module "fastify" {
  interface FastifyInstance {
    deps: ServiceDeps;
  }
  interface FastifyRequest {
    project: Project;
  }
}

export interface ServerOptions {
  tls: { key: string | Buffer; cert: string | Buffer };
  logLevel?: string;
  logStream?: { write(line: string): void };
  /** Largest request body accepted, in bytes (files have their own 3 MB limit). */
  bodyLimit?: number;
}

export async function buildServer(deps: ServiceDeps, options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    https: options.tls,
    bodyLimit: options.bodyLimit ?? 10 * 1024 * 1024,
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
  app.decorate("deps", deps);
  app.decorateRequest("project", null as unknown as Project);

  app.addHook("onResponse", async (request, reply) => {
    request.log.info(`${request.method} ${request.url.split("?")[0]} ${reply.statusCode} in ${Math.round(reply.elapsedTime)} ms`);
  });

  app.addHook("onRequest", async (request) => {
    const key = request.headers["x-api-key"];
    if (typeof key !== "string" || key.length === 0 || key.length > 200) throw forbidden();
    const project = await findProjectByKey(deps.db, key);
    if (!project) throw forbidden();
    request.project = project;
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) return reply.status(error.statusCode).send(error.body());
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413 || (error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      return reply.status(413).send({ message: generalErrorMessages[413] });
    }
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type): say what was wrong, no internals.
      return reply.status(status).send({ message: `${generalErrorMessages[400]}: ${(error as Error).message}` });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ message: generalErrorMessages[500] });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No such endpoint: ${request.method} ${request.url.split("?")[0]}` });
  });

  await app.register(submissionRoutes);
  return app;
}
