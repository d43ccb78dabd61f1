// Projects: the service's clients, each with its own key, options and submissions.
import { randomUUID } from "node:crypto";
import type { ServiceDb } from "../store/db";
import { generateApiKey, hashApiKey } from "./api-keys";

export interface ProjectOptions {
  accountVerification: boolean;
  reviewExtension: boolean;
  amlThreshold: number;
}

export interface Project extends ProjectOptions {
  id: string;
  name: string;
}

/** Creates a project and returns its key; the key is not stored and cannot be shown again. */
export async function createProject(db: ServiceDb, name: string, options: Partial<ProjectOptions> = {}) {
  const apiKey = generateApiKey();
  const project = await db.project.create({
    data: { id: randomUUID(), name, keyHash: hashApiKey(apiKey), ...options },
  });
  return { project, apiKey };
}

/**
 * Looks a project up by the hash of the presented key: the lookup is by a unique index on
 * a hash, so neither timing nor the database ever sees the key itself.
 */
export async function findProjectByKey(db: ServiceDb, apiKey: string): Promise<Project | null> {
  // findFirst, not findUnique: Prisma batches findUnique calls through a dataloader that
  // waits a tick on every request (the unique index serves both).
  const row = await db.project.findFirst({ where: { keyHash: hashApiKey(apiKey) } });
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    accountVerification: row.accountVerification,
    reviewExtension: row.reviewExtension,
    amlThreshold: row.amlThreshold,
  };
}
