// The offline verifier as an auditor runs it: a file and a public key, nothing else.
import { execFileSync } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { evidenceText, signEvidence } from "../lib/evidence/signature";
import { run } from "./evidence-verify";

const dir = mkdtempSync(path.join(tmpdir(), "evidence-verify-"));
const { privateKey, publicKey } = generateKeyPairSync("ed25519");
const keyFile = path.join(dir, "key.pem");
writeFileSync(keyFile, publicKey.export({ type: "spki", format: "pem" }));
const receipt = {
  receiptId: "rcpt-1",
  issuedAt: "2026-11-26T10:00:00.000Z",
  submission: { id: "sub-9", createdAt: "2026-01-01T00:00:00.000Z" },
  request: {
    requestedBy: { id: "a", email: "req@example.com" },
    requestedAt: "2026-11-25T00:00:00.000Z",
    legalBasis: "error",
  },
  approval: { approvedBy: { id: "b", email: "mgr@example.com" } },
  erasure: {
    completedAt: "2026-11-26T09:59:00.000Z",
    serviceAnswer: "DELETE /v2/submission: success",
    fields: ["name"],
    images: [],
  },
  kept: { caseRecords: [] },
};
const text = evidenceText(signEvidence("kyc-erasure-receipt-v1", receipt, privateKey));
const write = (name: string, content: string | Buffer) => {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
};

function runIn(args: string[]) {
  const out: string[] = [];
  const code = run(
    args,
    (l) => out.push(l),
    (l) => out.push(l),
  );
  return { code, out: out.join("\n") };
}

describe("npm run evidence:verify", () => {
  it("says VALID and what the receipt covers; exit 0", () => {
    const { code, out } = runIn([write("ok.json", text), "--public-key", keyFile]);
    expect(code).toBe(0);
    expect(out).toMatch(/^VALID: signed with key [0-9a-f]{16}/);
    expect(out).toContain("Submission sub-9 erased 2026-11-26T09:59:00.000Z");
    expect(out).toContain("legal basis: error; approved by mgr@example.com");
  });

  it("says NOT VALID for a copy with one byte changed, whichever byte; exit 1", () => {
    const bytes = Buffer.from(text);
    for (const at of [0, 10, Math.floor(bytes.length / 2), bytes.length - 30, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at] = changed[at]! ^ 0x04;
      const { code, out } = runIn([write(`bad-${at}.json`, changed), "--public-key", keyFile]);
      expect({ at, code }).toEqual({ at, code: 1 });
      expect(out).toMatch(/^NOT VALID: /);
    }
  });

  it("without a public key prints the usage; exit 2", () => {
    expect(runIn([write("nokey.json", text)])).toEqual({ code: 2, out: expect.stringMatching(/^usage: /) });
  });

  it("as a separate process (the npm script's command): exit codes 0 and 1", () => {
    const cli = path.join(import.meta.dirname, "evidence-verify.ts");
    const tsx = path.join(import.meta.dirname, "..", "node_modules", ".bin", "tsx");
    const status = (args: string[]) => {
      try {
        execFileSync(tsx, [cli, ...args], { stdio: "pipe" });
        return 0;
      } catch (error) {
        return (error as { status: number }).status;
      }
    };
    const changed = text.replace("req@example.com", "rex@example.com");
    expect([
      status([write("cli-ok.json", text), "--public-key", keyFile]),
      status([write("cli-bad.json", changed), "--public-key", keyFile]),
    ]).toEqual([0, 1]);
  });
});
