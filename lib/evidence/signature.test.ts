import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonical";
import { evidenceText, keyIdOf, publicKeysFromPem, signEvidence, verifyEvidenceText } from "./signature";

const { privateKey, publicKey } = generateKeyPairSync("ed25519");
const body = {
  recordId: "r-1",
  submission: { id: "sub-1", fields: { name: "김민준", date_of_birth: "1990-01-02" } },
  attempts: [{ attempt: 1, faceSimilarity: { score: 91, passMark: 85, passed: true } }],
  decision: { outcome: "approved", reviewer: { id: "a", email: "r@example.com" } },
};

describe("signed evidence", () => {
  it("verifies as issued, naming the key, with the file's SHA-256", () => {
    const text = evidenceText(signEvidence("kyc-case-record-v1", body, privateKey));
    const result = verifyEvidenceText(text, [publicKey]);
    expect(result).toMatchObject({
      ok: true,
      keyId: keyIdOf(publicKey),
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it("fails when any one byte of the file is changed, wherever it is", () => {
    const text = evidenceText(signEvidence("kyc-case-record-v1", body, privateKey));
    const bytes = Buffer.from(text);
    const passed: number[] = [];
    for (let i = 0; i < bytes.length; i++) {
      const changed = Buffer.from(bytes);
      changed[i] = changed[i]! ^ 0x01;
      if (verifyEvidenceText(changed.toString("utf8"), [publicKey]).ok) passed.push(i);
    }
    expect(bytes.length).toBeGreaterThan(300);
    expect(passed).toEqual([]);
  });

  it("refuses a reformatted copy, another key, and an unknown format, saying which", () => {
    const signed = signEvidence("kyc-erasure-receipt-v1", body, privateKey);
    expect(verifyEvidenceText(JSON.stringify(signed, null, 2) + "\n", [publicKey])).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/byte for byte/),
    });
    const other = generateKeyPairSync("ed25519").publicKey;
    expect(verifyEvidenceText(evidenceText(signed), [other])).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/not among the public keys/),
    });
    const renamed = `${canonicalJson({ ...signed, format: "kyc-case-record-v1" })}\n`;
    expect(verifyEvidenceText(renamed, [publicKey])).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/changed after signing/),
    });
  });

  it("after a rotation, picks the retired key by its id from a PEM file of several", () => {
    const retired = signEvidence("kyc-case-record-v1", body, privateKey);
    const current = generateKeyPairSync("ed25519");
    const pem = [current.publicKey, publicKey].map((k) => k.export({ type: "spki", format: "pem" })).join("");
    const keys = publicKeysFromPem(pem);
    expect(keys).toHaveLength(2);
    expect(verifyEvidenceText(evidenceText(retired), keys)).toMatchObject({
      ok: true,
      keyId: keyIdOf(publicKey),
    });
  });
});
