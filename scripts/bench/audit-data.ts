// A realistic audit log of N events for the audit bench: 40 accounts, a year of activity
// (views, searches, images, reports, decisions, sign-ins, a few deletions; ~3 % failures),
// hash-chained exactly as recordAudit chains them (or unkeyed, for the bench's baseline), written through libsql's prepared
// statements in large transactions (the Prisma adapter would take minutes for a million rows).
import type Database from "libsql";
import { eventHash, genesisHash, type ChainKey, type ChainedContent } from "../../lib/audit/chain-hash";

export interface BenchAccount {
  id: string;
  email: string;
  role: "reviewer" | "manager" | "admin";
}

const actions: [string, number][] = [
  ["submission.view", 40],
  ["submission.search", 20],
  ["submission.image_view", 20],
  ["decision.record", 9],
  ["aml_report.view", 5],
  ["auth.sign_in", 4],
  ["auth.sign_out", 1.5],
  ["deletion.request", 0.2],
  ["deletion.approve", 0.15],
  ["deletion.execute", 0.15],
];
const total = actions.reduce((sum, [, weight]) => sum + weight, 0);

// A small deterministic generator: the same log every run, so figures compare across runs.
function random(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

export function benchAccounts(): BenchAccount[] {
  return Array.from({ length: 40 }, (_, i) => ({
    id: `bench-account-${i}`,
    email: `person-${i}@bench.example`,
    role: i < 30 ? "reviewer" : i < 38 ? "manager" : "admin",
  }));
}

const columns = [
  "at",
  "actorId",
  "actorEmail",
  "actorRole",
  "action",
  "targetId",
  "outcome",
  "reason",
  "statedReason",
  "detail",
  "ip",
  "userAgent",
  "requestId",
  "prevHash",
  "hash",
] as const;

/** Writes `count` chained events; returns the first and last event time. */
export function writeBenchLog(
  database: Database.Database,
  accounts: BenchAccount[],
  count: number,
  key: ChainKey,
  spanDays = 365,
): { first: Date; last: Date } {
  const next = random(7);
  const start = Date.now() - spanDays * 86_400_000;
  const step = (spanDays * 86_400_000) / count;
  const insert = database.prepare(
    `INSERT INTO "AuditEvent" (${columns.map((c) => `"${c}"`).join(",")}) VALUES (${columns.map(() => "?").join(",")})`,
  );
  let prevHash = genesisHash;
  let first = new Date(start);
  let last = first;
  for (let done = 0; done < count;) {
    database.exec("BEGIN");
    for (const end = Math.min(count, done + 50_000); done < end; done++) {
      const c = event(next, accounts, new Date(Math.floor(start + done * step)));
      const hash = eventHash(c, prevHash, key);
      // Stored as Prisma stores SQLite DateTimes.
      insert.run(
        c.at.toISOString().replace("Z", "+00:00"),
        c.actorId,
        c.actorEmail,
        c.actorRole,
        c.action,
        c.targetId,
        c.outcome,
        c.reason,
        c.statedReason,
        c.detail,
        c.ip,
        c.userAgent,
        c.requestId,
        prevHash,
        hash,
      );
      prevHash = hash;
      if (done === 0) first = c.at;
      last = c.at;
    }
    database.exec("COMMIT");
  }
  return { first, last };
}

function event(next: () => number, accounts: BenchAccount[], at: Date): ChainedContent {
  let pick = next() * total;
  let action = actions[0]![0];
  for (const [name, weight] of actions) {
    if ((pick -= weight) < 0) {
      action = name;
      break;
    }
  }
  const actor = accounts[Math.floor(next() * accounts.length)]!;
  const failed = next() < 0.03;
  const target =
    action.startsWith("auth.") || action === "submission.search"
      ? null
      : `sub-${Math.floor(next() * 200_000).toString(36)}`;
  const detail =
    action === "submission.search"
      ? JSON.stringify({ filters: { status: "pending" }, size: 50, page: 1 })
      : action === "submission.image_view"
        ? JSON.stringify({ image: "selfieImage" })
        : action === "decision.record"
          ? JSON.stringify({ outcome: "approved", reasonCode: "documents_ok", upstream: "applied" })
          : null;
  return {
    at,
    actorId: actor.id,
    actorEmail: actor.email,
    actorRole: actor.role,
    action,
    targetId: target,
    outcome: failed ? "failure" : "success",
    reason: failed ? "upstream answered 503" : null,
    statedReason:
      action === "decision.record" || action === "deletion.request" ? "documents match the applicant" : null,
    detail,
    ip: `10.0.${Math.floor(next() * 255)}.${Math.floor(next() * 255)}`,
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0",
    requestId: `${at.getTime().toString(36)}-${Math.floor(next() * 1e9).toString(36)}`,
  };
}
