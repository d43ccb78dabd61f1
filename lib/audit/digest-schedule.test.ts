// Digests by count survive gaps in seq: PostgreSQL uses up a sequence number for every failed
// insert, so the event whose seq is the multiple may never exist. A digest is written by the
// append that takes the chain past a multiple of AUDIT_DIGEST_EVERY, whatever its own seq.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { digestAfterAppend } from "./digest-schedule";

const dir = mkdtempSync(path.join(os.tmpdir(), "digest-schedule-"));
process.env.AUDIT_DIGEST_DIR = dir;
process.env.AUDIT_DIGEST_EVERY = "1000";
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const head = (seq: number) => ({ seq, hash: "ab".repeat(32), at: "2026-11-26T12:00:00.000Z" });
const written = () => readdirSync(dir).sort();

describe("digestAfterAppend", () => {
  it("digests the append that passes a multiple, also when the multiple itself is a gap", () => {
    digestAfterAppend(head(999), 998); // below the first multiple
    digestAfterAppend(head(1002), 999); // 1000 and 1001 were used up by failed inserts
    digestAfterAppend(head(1003), 1002); // already past 1000
    digestAfterAppend(head(2000), 1003); // exactly on the next multiple
    digestAfterAppend(head(2001), 2000);
    expect(written()).toEqual(["audit-digest-000000001002.json", "audit-digest-000000002000.json"]);
  });

  it("digests once for an append that jumps past several multiples", () => {
    digestAfterAppend(head(5004), 2001);
    expect(written().at(-1)).toBe("audit-digest-000000005004.json");
    expect(written()).toHaveLength(3);
  });
});
