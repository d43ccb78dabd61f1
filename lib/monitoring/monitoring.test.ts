// Ongoing monitoring end to end against the real service: an approved case, a list import
// that adds an alias matching the applicant, the service's incremental re-screen, the case
// index's cheap filter (aml_changed_since) picking the change up, the case in Monitoring with
// the alias before/after, then claimed and closed with a reason (audited) and gone; a later
// change brings it back, escalated to a manager who alone settles it. next/cache stands in:
// there is no Next request here.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createAccount } from "@/tests/support/dashboard";
import { serviceDb, testClient } from "@/tests/support/kyc-service";
import { inRequestAs } from "@/tests/support/request-scope";
import { arrangeSubmission, createSubmissionViaStep1 } from "@/tests/support/submissions";
import { storeWatchlist } from "@/kyc-service/aml/list-store";
import { rescreenChanges } from "@/kyc-service/aml/rescreen-incremental";
import type { WatchlistEntry } from "@/kyc-service/aml/watchlist";
import { refreshAmlChanges } from "../case-index/aml-changes";
import { sweepNew } from "../case-index/sweep";
import { amlDiff } from "./diff";
import { statedText } from "@/tests/support/stated-text";
import { monitoringCounts, monitoringRows } from "./queries";

const { recordDecisionAction } = await import("@/lib/decisions/actions");
const { claimMonitoringAlert, closeMonitoringAlert, settleMonitoringAlert } = await import("./actions");

const client = testClient();
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("ongoing monitoring", () => {
  it("shows an approved case an added alias now matches, until its alert is closed with a reason", async () => {
    const tag = randomUUID().slice(0, 8);
    // Invented names that no other test's applicant or demo list holds.
    const applicant = `Quorvath${tag.replace(/\d/g, "x")} Ellingsby`;
    const id = await createSubmissionViaStep1({ email: `monitor-${tag}@example.com` });
    await arrangeSubmission(id, {
      name: applicant,
      dateOfBirth: "1966-04-12",
      nationality: "DNK",
      gender: "male",
      kycResult: "pending",
    });
    while (!(await sweepNew(client, { pageSize: 250, maxPages: 1000 })).finished);
    const reviewer = await createAccount("reviewer");
    await inRequestAs(reviewer);
    const approved = await recordDecisionAction(
      null,
      form({ submissionId: id, outcome: "approved", reasonCode: "documents_verified" }),
    );
    expect(approved).toMatchObject({ ok: true });

    const sdb = await serviceDb();
    const name = `monitoring-${tag}`;
    const entry = (aliases: string[]): WatchlistEntry => ({
      externalId: "MON-1",
      primaryName: "VARGENSTRAND, Oddbjorn",
      aliases,
      datesOfBirth: [{ from: "1966-04-12", to: "1966-04-12", text: "1966-04-12" }],
      nationalities: ["DNK"],
      programmes: ["TEST"],
    });
    const list = (aliases: string[], versionDate: string) => ({
      name,
      source: "test",
      format: "custom" as const,
      category: "sanctions" as const,
      versionDate,
      entries: [entry(aliases)],
    });
    try {
      await storeWatchlist(sdb, list([], "2026-10-01"));
      await rescreenChanges(sdb);
      await storeWatchlist(sdb, list([applicant], "2026-11-01"));
      const rescreen = await rescreenChanges(sdb);
      expect(rescreen.changes.map((c) => c.submissionId)).toContain(id);

      // A first changed_at in the index starts the cheap filter; the sweep's top page holds this one.
      while (!(await sweepNew(client, { pageSize: 250, maxPages: 1000 })).finished);
      await refreshAmlChanges(client);
      const rows = await monitoringRows();
      expect(rows.map((r) => r.submissionId)).toContain(id);
      expect((await monitoringCounts()).total).toBeGreaterThan(0);
      const record = await client.getSubmission(id);
      const diff = amlDiff(record?.aml);
      expect(diff.entries[0]).toMatchObject({ kind: "new match" });
      expect(diff.entries[0]!.fields).toContainEqual(
        expect.objectContaining({ label: "Matched name or alias", after: applicant, changed: true }),
      );

      expect(
        await closeMonitoringAlert({ submissionId: id, outcome: "no_action", reason: "too soon" }),
      ).toMatchObject({
        ok: false,
        error: expect.stringMatching(/Claim this alert/),
      });
      expect(await claimMonitoringAlert({ submissionId: id })).toMatchObject({ ok: true });
      const other = await createAccount("reviewer");
      await inRequestAs(other);
      expect(await claimMonitoringAlert({ submissionId: id })).toMatchObject({ ok: false });
      await inRequestAs(reviewer);
      expect(
        await closeMonitoringAlert({
          submissionId: id,
          outcome: "no_action",
          reason: "Namesake: the listed person was born elsewhere",
        }),
      ).toMatchObject({ ok: true });
      expect((await monitoringRows()).map((r) => r.submissionId)).not.toContain(id);
      const audited = await db().auditEvent.findFirst({
        where: { action: "monitoring.close", targetId: id, outcome: "success" },
      });
      expect(await statedText(audited)).toEqual({
        kind: "text",
        text: "Namesake: the listed person was born elsewhere",
      });

      // The listed entry changes again: the case is back.
      await storeWatchlist(sdb, {
        ...list([applicant], "2026-11-02"),
        entries: [{ ...entry([applicant]), programmes: ["TEST", "NEW"] }],
      });
      await rescreenChanges(sdb);
      await refreshAmlChanges(client);
      expect((await monitoringRows()).map((r) => r.submissionId)).toContain(id);

      // This time escalated to a manager, who alone settles it.
      expect(await claimMonitoringAlert({ submissionId: id })).toMatchObject({ ok: true });
      const manager = await createAccount("manager");
      expect(
        await closeMonitoringAlert({
          submissionId: id,
          outcome: "escalate",
          reason: "New programme: a manager should decide",
          managerId: manager.id,
        }),
      ).toMatchObject({ ok: true });
      expect((await monitoringRows()).find((r) => r.submissionId === id)?.alert?.status).toBe("escalated");
      expect(
        await settleMonitoringAlert({
          submissionId: id,
          outcome: "offboard",
          reason: "Offboard: listed programme",
        }),
      ).toMatchObject({ ok: false });
      await inRequestAs(manager);
      expect(
        await settleMonitoringAlert({
          submissionId: id,
          outcome: "offboard",
          reason: "Offboard: listed programme",
        }),
      ).toMatchObject({ ok: true });
      expect((await monitoringRows()).map((r) => r.submissionId)).not.toContain(id);
    } finally {
      await sdb.amlList.deleteMany({ where: { name } });
    }
  });
});
