// Where signed digests are kept (digest.ts): a directory (AUDIT_DIGEST_DIR) or an
// S3-compatible bucket (AUDIT_DIGEST_S3_*, digest-store-s3.ts). Both only ever create a
// digest, never replace one; what they hold must be out of reach of whoever can write the
// database, and better still out of reach of the dashboard's own deletes (object lock:
// docs/accountability.md).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { DigestTarget } from "../env-audit";
import { isDigestName } from "./digest";

export interface DigestStore {
  /** Where the digests are, for messages: a directory or s3://bucket/prefix. */
  readonly where: string;
  /** Stores `body` under `name` unless something of that name exists (then false). */
  create(name: string, body: string): Promise<boolean>;
  /** The first digest name in order, which is the newest digest (digest.ts), or null. */
  newest(): Promise<string | null>;
  /** A digest's text, or null when it is gone. */
  read(name: string): Promise<string | null>;
}

export function directoryStore(dir: string): DigestStore {
  return {
    where: dir,
    async create(name, body) {
      mkdirSync(dir, { recursive: true });
      try {
        writeFileSync(path.join(dir, name), body, { flag: "wx" });
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
        throw error;
      }
    },
    async newest() {
      let names: string[];
      try {
        names = readdirSync(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      return names.filter(isDigestName).sort()[0] ?? null;
    },
    async read(name) {
      try {
        return readFileSync(path.join(dir, name), "utf8");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
  };
}

/** The configured store (AUDIT_DIGEST_DIR or AUDIT_DIGEST_S3_BUCKET). */
export async function openDigestStore(target: DigestTarget): Promise<DigestStore> {
  if (target.kind === "directory") return directoryStore(target.dir);
  // Loaded only when configured: most installations keep digests in a directory.
  const { s3Store } = await import("./digest-store-s3");
  return s3Store(target);
}
