// The keys evidence is signed and checked with: the audit signing key (also signing the chain's
// digests) for new evidence; its public key and those of keys retired by a rotation to check.
import "server-only";
import type { KeyObject } from "node:crypto";
import { publicKeyOf, signingKey } from "../audit/digest";
import { env } from "../env";
import { publicKeysFromPem } from "./signature";

export const evidenceSigningKey = (): KeyObject => signingKey(env().audit.signingSeed());

export function evidencePublicKeys(): KeyObject[] {
  return [publicKeyOf(evidenceSigningKey()), ...publicKeysFromPem(env().retention.retiredPublicKeys())];
}
