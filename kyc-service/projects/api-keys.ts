// API keys identify projects. Keys are 32 random bytes, so a SHA-256 hash is enough to
// store them safely (no slow hash is needed for high-entropy secrets); only the hash is kept.
import { createHash, randomBytes } from "node:crypto";

export function generateApiKey(): string {
  return `kyc_${randomBytes(32).toString("base64url")}`;
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}
