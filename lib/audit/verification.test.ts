// The one verification (verifyAuditLog: "Verify now", the scheduled check and audit:verify)
// against each way someone with write access to the database can tamper with the log. Each
// is reported with the first bad event, and the run is stored as failed, never as intact.
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import {
  appendEvents,
  changeEvent,
  cutTail,
  digestFiles,
  forgeDigest,
  rehashWithout,
  removeEvents,
  tempDigestDir,
} from "@/tests/support/audit-tampering";
import { signingKey } from "./digest";
import { currentHead, signHead } from "./digest-sign";
import { directoryStore } from "./digest-store";
import { verifyAuditLog } from "./verification";
import { verifyChain } from "./verify";

const chainKey = () => env().audit.chainKey();
let dir = "";
let seqs: number[] = [];
const verify = (now?: Date) =>
  verifyAuditLog(db(), {
    databaseUrl: env().databaseUrl,
    audit: env().audit,
    store: directoryStore(dir),
    now,
  });
const latestRun = () => db().auditVerification.findFirstOrThrow({ orderBy: { id: "desc" } });

beforeEach(async () => {
  await db().auditEvent.deleteMany();
  await db().auditVerification.deleteMany();
  dir = tempDigestDir();
  seqs = await appendEvents(db(), chainKey(), ["a", "b", "hidden", "c", "d"]);
  return () => rmSync(dir, { recursive: true, force: true });
});

describe("verifyAuditLog", () => {
  it("finds an untouched log intact, stores the run and signs its head", async () => {
    expect(await verify()).toMatchObject({ intact: true, events: 5, headSeq: seqs[4], digestSeq: seqs[4] });
    expect(digestFiles(dir)).toHaveLength(1);
    expect(await latestRun()).toMatchObject({ intact: true, headSeq: seqs[4] });
    // Nothing new: the newest digest still covers the head, and the log still agrees with it.
    expect(await verify()).toMatchObject({ intact: true, digestSeq: seqs[4] });
    expect(digestFiles(dir)).toHaveLength(1);
  });

  it("names a changed event", async () => {
    await verify();
    await changeEvent(db(), seqs[2]!);
    expect(await verify()).toMatchObject({
      intact: false,
      firstBrokenSeq: seqs[2],
      problem: expect.stringMatching(/was changed/),
    });
    expect(await latestRun()).toMatchObject({ intact: false, firstBrokenSeq: seqs[2] });
  });

  it("names the event after one removed in the middle", async () => {
    await verify();
    await removeEvents(db(), `"seq" = ${seqs[1]}`);
    expect(await verify()).toMatchObject({
      intact: false,
      firstBrokenSeq: seqs[2],
      problem: expect.stringMatching(/removed or reordered/),
    });
    expect(await latestRun()).toMatchObject({ intact: false, firstBrokenSeq: seqs[2] });
  });

  it("names a tail cut even with the stored verification head moved to the new last event", async () => {
    await verify();
    await cutTail(db(), seqs[3]!);
    expect((await verifyChain(env().databaseUrl, env().audit.chainKeys())).intact).toBe(true);
    const cut = {
      intact: false,
      firstBrokenSeq: seqs[4],
      problem: expect.stringMatching(
        new RegExp(
          `event ${seqs[4]}, signed in the digest of .* is gone: events were removed .*cut off the end`,
        ),
      ),
    };
    expect(await verify()).toMatchObject(cut);
    expect((await latestRun()).problem).toContain(`the log now ends at event ${seqs[2]}`);
    expect(await latestRun()).toMatchObject({ intact: false, firstBrokenSeq: seqs[4] });

    // New events after the cut: the digest timer refuses to sign the cut log, so the cut stays named.
    await appendEvents(db(), chainKey(), ["e", "f"]);
    const key = signingKey(env().audit.signingSeed());
    expect(await signHead(db(), directoryStore(dir), key, (await currentHead(db()))!)).toEqual({
      refused: expect.stringMatching(`event ${seqs[4]} no longer matches`),
    });
    expect(await verify()).toMatchObject(cut);
  });

  it("names a history re-hashed with the chain key, which the chain alone finds intact", async () => {
    await verify();
    await rehashWithout(db(), chainKey(), "hidden");
    expect((await verifyChain(env().databaseUrl, env().audit.chainKeys())).intact).toBe(true);
    expect(await verify()).toMatchObject({
      intact: false,
      firstBrokenSeq: seqs[4],
      problem: expect.stringMatching(`event ${seqs[4]} no longer has the hash signed in the digest`),
    });
    expect(await latestRun()).toMatchObject({ intact: false, firstBrokenSeq: seqs[4] });
  });

  it("refuses a forged newest digest and an altered one", async () => {
    await verify();
    const forged = forgeDigest(dir, { seq: seqs[4]! + 100, hash: "f".repeat(64) });
    expect(await verify()).toMatchObject({
      intact: false,
      firstBrokenSeq: null,
      problem: expect.stringContaining(`${forged} in ${dir}, is not validly signed`),
    });
    rmSync(path.join(dir, forged));

    const [real] = readdirSync(dir);
    const stored = JSON.parse(readFileSync(path.join(dir, real!), "utf8"));
    stored.digest.hash = "0".repeat(64);
    writeFileSync(path.join(dir, real!), JSON.stringify(stored));
    expect(await verify()).toMatchObject({
      intact: false,
      problem: expect.stringMatching(/is not validly signed/),
    });
    expect(await latestRun()).toMatchObject({ intact: false });
  });

  it("reports missing digests once the log is older than two digest intervals", async () => {
    // A young log not yet signed is fine (the first digest is still due); it is signed now.
    expect(await verify()).toMatchObject({ intact: true, digestSeq: seqs[4] });
    for (const name of digestFiles(dir)) rmSync(path.join(dir, name));
    const later = new Date(Date.now() + 2 * env().audit.digestIntervalMs + 60_000);
    expect(await verify(later)).toMatchObject({
      intact: false,
      firstBrokenSeq: null,
      problem: expect.stringMatching(/there is no signed digest in/),
    });
    expect(await latestRun()).toMatchObject({ intact: false });
  });
});
