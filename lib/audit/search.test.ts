import { describe, expect, it } from "vitest";
import { GET as exportCsv } from "@/app/api/audit/export/route";
import { db } from "@/lib/db";
import { createAccount } from "@/tests/support/dashboard";
import { inRequestAs } from "@/tests/support/request-scope";
import { csvCell } from "./csv";
import { AuditFilterError, parseAuditFilter } from "./filters";
import { recordAudit } from "./record";
import { searchAudit } from "./search";
import { routeStatus } from "@/tests/support/route-status";

const filter = (query: string) => parseAuditFilter(new URLSearchParams(query));

describe("audit log search", () => {
  it("filters by actor, action, target, outcome, date range and action group, newest first", async () => {
    const alice = await createAccount("reviewer");
    const bob = await createAccount("manager");
    await recordAudit({ actor: alice, action: "submission.view", target: "sub-a", outcome: "success" });
    await recordAudit({
      actor: alice,
      action: "deletion.request",
      target: "sub-a",
      outcome: "success",
      statedReason: "erasure",
    });
    await recordAudit({
      actor: bob,
      action: "deletion.approve",
      target: "sub-a",
      outcome: "failure",
      reason: "wrong id",
    });
    await recordAudit({ actor: bob, action: "submission.view", target: "sub-b", outcome: "success" });

    const actions = async (query: string) =>
      (await searchAudit(db(), filter(query))).events.map((e) => `${e.action}:${e.targetId}`);
    expect(await actions(`actor=${alice.email.toUpperCase()}`)).toEqual([
      "deletion.request:sub-a",
      "submission.view:sub-a",
    ]);
    expect(await actions("action=submission.view")).toEqual([
      "submission.view:sub-b",
      "submission.view:sub-a",
    ]);
    expect(await actions("target=sub-a&outcome=failure")).toEqual(["deletion.approve:sub-a"]);
    expect(await actions("group=deletions")).toEqual(["deletion.approve:sub-a", "deletion.request:sub-a"]);
    expect(await actions("group=deletions&outcome=success")).toEqual(["deletion.request:sub-a"]);
    expect(await actions("actor=nobody@example.test")).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await actions(`from=${today}&to=${today}&target=sub-b`)).toEqual(["submission.view:sub-b"]);
    expect(await actions("from=2001-01-01&to=2001-01-31")).toEqual([]);
  });

  it("finds an action by the start of its name and a target by the start of its id", async () => {
    const actor = await createAccount("reviewer");
    const id = "3c9e51f0-partial-target";
    await recordAudit({ actor, action: "decision.record", target: id, outcome: "success" });
    await recordAudit({ actor, action: "decision.confirm_approval", target: id, outcome: "success" });
    await recordAudit({ actor, action: "deletion.request", target: "3c9e51f1-other", outcome: "success" });
    const actions = async (query: string) =>
      (await searchAudit(db(), filter(`actor=${actor.email}&${query}`))).events.map((e) => e.action);
    expect(await actions("action=decision")).toEqual(["decision.confirm_approval", "decision.record"]);
    expect(await actions("action=DECISION.RECORD")).toEqual(["decision.record"]);
    expect(await actions("action=decisions")).toEqual([]);
    expect(await actions("target=3c9e51f0")).toEqual(["decision.confirm_approval", "decision.record"]);
    expect(await actions("target=3c9e51")).toEqual([
      "deletion.request",
      "decision.confirm_approval",
      "decision.record",
    ]);
    // The middle of an id is not a start: nothing, rather than a scan of the whole log.
    expect(await actions("target=partial")).toEqual([]);
    expect(await actions("group=decisions&target=3c9e51")).toEqual([
      "decision.confirm_approval",
      "decision.record",
    ]);
  });

  it("pages by cursor without skipping or repeating an event", async () => {
    const actor = await createAccount("reviewer");
    for (let i = 0; i < 7; i++)
      await recordAudit({ actor, action: "submission.view", target: `page-${i}`, outcome: "success" });
    const seen: string[] = [];
    let before: number | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const page = await searchAudit(db(), { actor: actor.email, before }, 3);
      seen.push(...page.events.map((e) => e.targetId!));
      if (page.before === null) break;
      before = page.before;
    }
    expect(seen).toEqual(["page-6", "page-5", "page-4", "page-3", "page-2", "page-1", "page-0"]);
  });

  it("names the filter to fix", () => {
    expect(() => filter("outcome=maybe")).toThrow(/"outcome" must be success or failure/);
    expect(() => filter("target=3c9")).toThrow(/"target" needs at least 4 characters/);
    expect(() => filter("group=everything")).toThrow(/"group" must be one of decisions, deletions/);
    expect(() => filter("from=2026-13-45")).toThrow(AuditFilterError);
    expect(() => filter("from=yesterday")).toThrow(/"from" must be a date like/);
    expect(() => filter("from=2026-02-02&to=2026-02-01")).toThrow(/is after "to"/);
    expect(() => filter("before=-3")).toThrow(/"before" must be an event number/);
    expect(() => filter("action=DROP TABLE")).toThrow(/"action" is an action name/);
    expect(filter("actor=&outcome=")).toEqual({});
  });
});

describe("GET /api/audit/export", () => {
  const request = (query = "") => new Request(`http://localhost/api/audit/export${query}`);

  it("streams the filtered log as CSV to a manager, and records the export", async () => {
    const actor = await createAccount("reviewer");
    await recordAudit({
      actor,
      action: "decision.record",
      target: "csv-1",
      outcome: "success",
      statedReason: 'said "no", twice\nthen =SUM(A1)',
    });
    await recordAudit({ actor, action: "decision.record", target: "csv-2", outcome: "success" });
    const manager = await createAccount("manager");
    await inRequestAs(manager);
    const response = await exportCsv(request(`?actor=${encodeURIComponent(actor.email)}`));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="audit-/);
    const text = await response.text();
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^seq,at,actorId,actorEmail,actorRole,action,targetId,outcome/);
    expect(text).toContain(`"said ""no"", twice\nthen =SUM(A1)"`);
    expect(text.indexOf("csv-2")).toBeLessThan(text.indexOf("csv-1"));
    const recorded = await db().auditEvent.findFirstOrThrow({
      where: { action: "audit.export", actorId: manager.id },
    });
    // What was typed into a filter is kept only as its keyed hash.
    expect(JSON.parse(recorded.detail!)).toEqual({
      filters: { actor: expect.stringMatching(/^typed#[0-9a-f]{16}$/) },
      format: "csv",
    });
  });

  it("answers 401 without a session, 403 to a reviewer, 400 naming a bad filter", async () => {
    await inRequestAs(null);
    expect(await routeStatus(() => exportCsv(request()))).toBe(401);
    await inRequestAs(await createAccount("reviewer"));
    expect(await routeStatus(() => exportCsv(request()))).toBe(403);
    await inRequestAs(await createAccount("admin"));
    const bad = await exportCsv(request("?outcome=perhaps"));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: { code: "bad_request", message: 'Filter "outcome" must be success or failure.' },
    });
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(null)).toBe("");
  });
});
