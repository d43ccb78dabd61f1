// Digests in an S3-compatible bucket, against a real S3 server started here (s3rver from npm,
// tests/support/s3-server.ts): created once per seq, the newest listed first, other objects
// under the prefix ignored; and the whole verification with the bucket as its store.
// s3rver ignores If-None-Match, so "created once" here is the check before the upload.
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { appendEvents, cutTail } from "@/tests/support/audit-tampering";
import { startS3Server, type S3Server } from "@/tests/support/s3-server";
import { digestName, openDigest, publicKeyOf, signDigest, signingKey } from "./digest";
import { openDigestStore } from "./digest-store";
import { verifyAuditLog } from "./verification";

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server("kyc-audit-digests");
});
afterAll(() => s3?.stop());

const key = signingKey(randomBytes(32).toString("base64url"));
const head = (seq: number) => ({ seq, hash: "c".repeat(64), at: "2026-11-26T10:00:00.000Z" });

describe("the S3 digest store", () => {
  it("creates a digest once per seq and lists the newest first, skipping other objects", async () => {
    const target = s3.target("store-test/");
    const store = await openDigestStore({ kind: "s3", ...target });
    expect(store.where).toBe("s3://kyc-audit-digests/store-test/");
    expect(await store.newest()).toBeNull();
    const client = new S3Client({ ...target, forcePathStyle: true });
    for (const other of [
      "store-test/README.txt",
      "store-test/digest-notes.txt",
      "elsewhere/" + digestName(5000),
    ])
      await client.send(new PutObjectCommand({ Bucket: target.bucket, Key: other, Body: "not a digest" }));
    for (const seq of [9, 10, 1000, 99])
      expect(await store.create(digestName(seq), signDigest(key, head(seq)).body)).toBe(true);
    expect(await store.create(digestName(1000), "another")).toBe(false);
    expect(await store.newest()).toBe(digestName(1000));
    expect(openDigest(digestName(1000), (await store.read(digestName(1000)))!, publicKeyOf(key))?.seq).toBe(
      1000,
    );
    expect(await store.read(digestName(11))).toBeNull();
  });

  it("holds the digests verification checks: a tail cut is named", async () => {
    await db().auditEvent.deleteMany();
    const seqs = await appendEvents(db(), env().audit.chainKey(), ["a", "b", "c"]);
    const audit = { ...env().audit, digestTarget: { kind: "s3" as const, ...s3.target("verification/") } };
    const verify = () => verifyAuditLog(db(), { databaseUrl: env().databaseUrl, audit });
    expect(await verify()).toMatchObject({ intact: true, digestSeq: seqs[2] });
    await cutTail(db(), seqs[2]!);
    expect(await verify()).toMatchObject({
      intact: false,
      firstBrokenSeq: seqs[2],
      problem: expect.stringContaining(`event ${seqs[2]}, signed in the digest of`),
    });
  });
});
