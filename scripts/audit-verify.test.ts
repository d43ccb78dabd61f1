// `npm run audit:verify` against each tampering: exit 1 naming the first bad event, the run
// stored as failed; exit 0 for an untouched log (each test's first run). The command runs in
// this process (audit-verify-command.ts, all of it but process.exit: a child process costs
// seconds here); one test runs it as an operator does, as a child process.
import { execFile } from "node:child_process";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import {
  appendEvents,
  backdateLog,
  changeEvent,
  cutTail,
  forgeDigest,
  rehashWithout,
  removeEvents,
} from "@/tests/support/audit-tampering";
import { auditVerify as auditVerifyCommand } from "./audit-verify-command";

const run = promisify(execFile);
const chainKey = () => env().audit.chainKey();
const digestDir = () => {
  const target = env().audit.digestTarget;
  if (target.kind !== "directory") throw new Error("the tests keep digests in a directory");
  return target.dir;
};
let seqs: number[] = [];

async function auditVerify(): Promise<{ code: number; stdout: string; stderr: string }> {
  const lines = { stdout: "", stderr: "" };
  const code = await auditVerifyCommand(process.env, {
    log: (line) => (lines.stdout += `${line}\n`),
    error: (line) => (lines.stderr += `${line}\n`),
  });
  return { code, ...lines };
}

async function auditVerifyProcess(): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "scripts/audit-verify.ts"], {
      env: process.env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const latestRun = () => db().auditVerification.findFirstOrThrow({ orderBy: { id: "desc" } });

async function expectFailureAt(seq: number | null, problem: RegExp) {
  const result = await auditVerify();
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(
    seq === null ? /^audit chain BROKEN: / : new RegExp(`^audit chain BROKEN at event ${seq}: `),
  );
  expect(result.stderr).toMatch(problem);
  expect(await latestRun()).toMatchObject({ intact: false, firstBrokenSeq: seq });
}

beforeEach(async () => {
  await db().auditEvent.deleteMany();
  await db().auditVerification.deleteMany();
  rmSync(digestDir(), { recursive: true, force: true });
  mkdirSync(digestDir(), { recursive: true });
  seqs = await appendEvents(db(), chainKey(), ["a", "b", "hidden", "c", "d"]);
  // The operator's first run: intact, stored, and the head signed.
  const first = await auditVerify();
  expect(first).toMatchObject({
    code: 0,
    stdout: expect.stringMatching(/^audit chain intact: 5 events verified/),
  });
  expect(first.stdout).toContain(`the newest signed digest vouches for events up to ${seqs[4]}`);
  expect(await latestRun()).toMatchObject({ intact: true });
});

describe("npm run audit:verify", () => {
  // One child process (the exit code as cron sees it); starting tsx and the database costs
  // seconds on a loaded machine, hence the longer timeout.
  it("exits 1 on a cut log, as a child process", { timeout: 90_000 }, async () => {
    await cutTail(db(), seqs[3]!);
    expect(await auditVerifyProcess()).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        new RegExp(
          `^audit chain BROKEN at event ${seqs[4]}: event ${seqs[4]}, signed in the digest of .* is gone`,
        ),
      ),
    });
    expect(await latestRun()).toMatchObject({ intact: false, firstBrokenSeq: seqs[4] });
  });

  it("names a changed event", () =>
    changeEvent(db(), seqs[2]!).then(() => expectFailureAt(seqs[2]!, /was changed/)));

  it("names the event after one removed in the middle", async () => {
    await removeEvents(db(), `"seq" = ${seqs[1]}`);
    await expectFailureAt(seqs[2]!, /removed or reordered/);
  });

  it("names a tail cut with the stored verification head moved", async () => {
    await cutTail(db(), seqs[3]!);
    await expectFailureAt(seqs[4]!, /is gone: events were removed .*cut off the end/);
  });

  it("names a history re-hashed with the chain key", async () => {
    await rehashWithout(db(), chainKey(), "hidden");
    await expectFailureAt(seqs[4]!, /no longer has the hash signed in the digest/);
  });

  it("refuses a forged digest", async () => {
    forgeDigest(digestDir(), { seq: seqs[4]! + 1, hash: "f".repeat(64) });
    await expectFailureAt(null, /is not validly signed/);
  });

  it("reports missing digests on a log older than two digest intervals", async () => {
    await backdateLog(db(), chainKey(), 2 * env().audit.digestIntervalMs + 60_000);
    for (const name of readdirSync(digestDir())) rmSync(path.join(digestDir(), name));
    await expectFailureAt(null, /there is no signed digest in/);
  });
});
