// Ed25519 signatures over evidence (case records, erasure receipts), with the audit signing
// key (lib/audit/digest.ts). The envelope names the key by its id (the first 16 hex digits of
// the SHA-256 of its public key, SPKI DER), so a verifier holding several public keys (the key
// was rotated) picks the right one. Needs only node:crypto: the offline CLI uses it too.
import { createHash, createPublicKey, sign, verify, type KeyObject } from "node:crypto";
import { canonicalJson } from "./canonical";

export const evidenceFormats = ["kyc-case-record-v1", "kyc-erasure-receipt-v1"] as const;
export type EvidenceFormat = (typeof evidenceFormats)[number];

export interface SignedEvidence<B = unknown> {
  format: EvidenceFormat;
  body: B;
  signature: { algorithm: "Ed25519"; keyId: string; value: string };
}

export function keyIdOf(publicKey: KeyObject): string {
  const der = publicKey.export({ type: "spki", format: "der" });
  return createHash("sha256").update(der).digest("hex").slice(0, 16);
}

/** The bytes the signature covers: the format and the body, canonical. */
const signedText = (format: string, body: unknown) => canonicalJson({ body, format });

export function signEvidence<B>(format: EvidenceFormat, body: B, privateKey: KeyObject): SignedEvidence<B> {
  const value = sign(null, Buffer.from(signedText(format, body)), privateKey).toString("base64");
  return {
    format,
    body,
    signature: { algorithm: "Ed25519", keyId: keyIdOf(createPublicKey(privateKey)), value },
  };
}

/** The file as issued: canonical JSON and one newline. */
export const evidenceText = (doc: SignedEvidence) => `${canonicalJson(doc)}\n`;

export const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");

/** Public keys from PEM text holding one or more "PUBLIC KEY" blocks. */
export function publicKeysFromPem(pem: string): KeyObject[] {
  const blocks = pem.match(/-----BEGIN PUBLIC KEY-----[\s\S]+?-----END PUBLIC KEY-----/g) ?? [];
  return blocks.map((block) => createPublicKey(block));
}

export type Verification =
  { ok: true; doc: SignedEvidence; keyId: string; sha256: string } | { ok: false; problem: string };

/** Checks a file byte for byte: canonical form, a known format and key, a valid signature. */
export function verifyEvidenceText(text: string, publicKeys: KeyObject[]): Verification {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: "the file is not JSON" };
  }
  let canonical: string;
  try {
    canonical = `${canonicalJson(parsed)}\n`;
  } catch (error) {
    return { ok: false, problem: `the file holds a value evidence never has (${(error as Error).message})` };
  }
  if (canonical !== text)
    return {
      ok: false,
      problem: "the file is not byte for byte as issued (canonical JSON, one final newline)",
    };
  const doc = parsed as Partial<SignedEvidence>;
  if (!doc || !evidenceFormats.includes(doc.format as EvidenceFormat) || doc.body === undefined)
    return { ok: false, problem: `unknown format ${JSON.stringify(doc?.format ?? null)}` };
  const sig = doc.signature;
  if (!sig || sig.algorithm !== "Ed25519" || typeof sig.value !== "string" || typeof sig.keyId !== "string")
    return { ok: false, problem: "the signature is missing or not Ed25519" };
  // Base64 decoding is lenient (unused bits, stray characters): accept only the exact encoding.
  const signature = Buffer.from(sig.value, "base64");
  if (signature.toString("base64") !== sig.value)
    return { ok: false, problem: "the signature is not valid base64" };
  const key = publicKeys.find((k) => keyIdOf(k) === sig.keyId);
  if (!key)
    return { ok: false, problem: `signed with key ${sig.keyId}, which is not among the public keys given` };
  const valid = verify(null, Buffer.from(signedText(doc.format!, doc.body)), key, signature);
  if (!valid)
    return {
      ok: false,
      problem: "the signature does not match the content: the file was changed after signing",
    };
  return { ok: true, doc: doc as SignedEvidence, keyId: sig.keyId, sha256: sha256Hex(text) };
}
