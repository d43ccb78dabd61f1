// Signed digests and the directory store: a digest verifies only under the dashboard's key
// and under its own name, a store never replaces one, and the newest comes first however many
// there are. (What verification makes of them: verification.test.ts; the S3 store: digest-store-s3.test.ts.)
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { tempDigestDir } from "@/tests/support/audit-tampering";
import { digestName, openDigest, publicKeyOf, signDigest, signingKey } from "./digest";
import { directoryStore } from "./digest-store";

const key = signingKey(randomBytes(32).toString("base64url"));
const head = (seq: number) => ({ seq, hash: "a".repeat(64), at: "2026-11-26T10:00:00.000Z" });
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("signed digests", () => {
  it("open under the signing key only, and only under their own name", () => {
    const { name, body } = signDigest(key, head(42));
    expect(name).toBe(digestName(42));
    expect(openDigest(name, body, publicKeyOf(key))).toMatchObject({ seq: 42, hash: "a".repeat(64) });
    const other = signingKey(randomBytes(32).toString("base64url"));
    expect(openDigest(name, body, publicKeyOf(other))).toBeNull();
    expect(openDigest(digestName(43), body, publicKeyOf(key))).toBeNull();
    const edited = JSON.parse(body);
    edited.digest.hash = "b".repeat(64);
    expect(openDigest(name, JSON.stringify(edited), publicKeyOf(key))).toBeNull();
    expect(openDigest(name, "not json", publicKeyOf(key))).toBeNull();
  });

  it("are created once per seq in a directory, the newest listed first", async () => {
    const dir = tempDigestDir();
    dirs.push(dir);
    const store = directoryStore(dir);
    expect(await store.newest()).toBeNull();
    for (const seq of [9, 10, 1000, 99])
      expect(await store.create(digestName(seq), signDigest(key, head(seq)).body)).toBe(true);
    expect(await store.create(digestName(10), "another")).toBe(false);
    expect(await store.newest()).toBe(digestName(1000));
    expect(openDigest(digestName(10), (await store.read(digestName(10)))!, publicKeyOf(key))?.seq).toBe(10);
    expect(await store.read(digestName(11))).toBeNull();
    expect(await directoryStore(`${dir}/none`).newest()).toBeNull();
  });
});
