// npm run aml:rescreen's work, on a migrated copy of the test service's database: a list
// import flags a stored submission, a replacement without that entry clears it, a second
// run changes nothing, a dry run stores nothing.
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceDb as sharedServiceDb } from "@/tests/support/kyc-service";
import { openServiceDb, type ServiceDb } from "../store/db";
import { createSubmission } from "../domain/submission-store";
import { createProject } from "../projects/projects";
import { storeWatchlist } from "./list-store";
import { rescreenAll } from "./rescreen";
import type { Screening } from "./screening";
import { readScreening, saveScreening } from "./screening-store";
import type { ParsedWatchlist } from "./watchlist";

let db: ServiceDb;
beforeAll(async () => {
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), "aml-rescreen-")), "service.db");
  await (await sharedServiceDb()).$executeRawUnsafe(`VACUUM INTO '${file}'`);
  db = await openServiceDb(`file:${file}`);
  await db.submission.deleteMany();
  await db.amlList.deleteMany();
});
afterAll(() => db?.$disconnect());

const list = (entries: ParsedWatchlist["entries"], versionDate: string): ParsedWatchlist => ({
  name: "rescreen-test",
  source: "test",
  format: "custom",
  category: "sanctions",
  versionDate,
  entries,
});
const fictional = {
  externalId: "R-1",
  primaryName: "OSTERHAGEN, Wilbur Cornelius",
  aliases: [],
  datesOfBirth: [{ from: "1970-02-02", to: "1970-02-02", text: "1970-02-02" }],
  nationalities: ["NOR"],
  programmes: ["TEST"],
};

describe("rescreenAll", () => {
  it("reports newly flagged, cleared and unchanged submissions and stores the screenings", async () => {
    const { project } = await createProject(db, "rescreen");
    const base = {
      projectId: project.id,
      email: "a@example.com",
      idType: "passport",
      issuingCountry: "NOR",
      dateOfBirth: "1970-02-02",
      nationality: "NOR",
      gender: "male",
    };
    const listed = await createSubmission(db, {
      ...base,
      id: "rescreen-listed",
      name: "Wilbur Cornelius Osterhagen",
    });
    await createSubmission(db, { ...base, id: "rescreen-other", name: "Ada Lindqvist" });
    await createSubmission(db, {
      ...base,
      id: "rescreen-no-gender",
      name: "Wilbur Osterhagen",
      gender: null,
    });

    await storeWatchlist(db, list([fictional], "2026-01-01"));
    const dry = await rescreenAll(db, { dryRun: true });
    expect(dry).toMatchObject({ screened: 2, newlyFlagged: 1 });
    expect(await readScreening(db, listed.id)).toBeNull();

    const first = await rescreenAll(db);
    expect(first).toMatchObject({ screened: 2, newlyFlagged: 1, cleared: 0, skipped: 0 });
    expect(first.changes).toContainEqual({
      submissionId: listed.id,
      before: "Not Screened",
      after: expect.stringMatching(/^Red Flag High: rescreen-test R-1 \(\d+ High\)$/),
    });
    const stored = await readScreening(db, listed.id);
    expect(stored?.matches[0]?.entry.externalId).toBe("R-1");
    expect(
      JSON.parse((await db.submission.findUniqueOrThrow({ where: { id: listed.id } })).listRecord!).aml,
    ).toEqual({ currentstatus: "Red Flag", risk_level_summary: "High", changed_at: expect.any(String) });

    expect(await rescreenAll(db)).toMatchObject({ screened: 2, unchanged: 2, changes: [] });

    await storeWatchlist(
      db,
      list([{ ...fictional, externalId: "R-2", primaryName: "Someone Else Entirely" }], "2026-02-01"),
    );
    const other = { where: { id: "rescreen-other" } };
    const otherBefore = await db.submission.findUniqueOrThrow(other);
    const second = await rescreenAll(db);
    // Still "no match": its rows are kept (no change time, no update of the submission), only
    // the screening's time and list versions move.
    const otherAfter = await db.submission.findUniqueOrThrow(other);
    expect(otherAfter.amlChangedAt).toEqual(otherBefore.amlChangedAt);
    expect(otherAfter.updatedAt).toEqual(otherBefore.updatedAt);
    expect(await readScreening(db, "rescreen-other")).toMatchObject({
      status: null,
      lists: [{ name: "rescreen-test", source: "test", category: "sanctions", versionDate: "2026-02-01" }],
    });
    expect(second).toMatchObject({
      cleared: 1,
      changes: [{ submissionId: listed.id, before: expect.stringMatching(/^Red Flag/), after: "no match" }],
    });
    expect((await readScreening(db, listed.id))?.lists).toEqual([
      { name: "rescreen-test", source: "test", category: "sanctions", versionDate: "2026-02-01" },
    ]);
  });

  it("applies the current scoring: a namesake the previous scoring stored as High is cleared", async () => {
    const { project } = await createProject(db, "rescreen-namesake");
    await storeWatchlist(db, list([fictional], "2026-03-01"));
    const namesake = await createSubmission(db, {
      projectId: project.id,
      id: "rescreen-namesake",
      email: "n@example.com",
      idType: "passport",
      issuingCountry: "KOR",
      name: "Wilbur Osterhagen",
      dateOfBirth: "1988-05-05",
      nationality: "KOR",
      gender: "male",
    });
    // As the previous scoring stored it: 100 for the name, -10 and -5 for birth date and nationality.
    const previous: Screening = {
      screenedAt: new Date("2026-03-01T00:00:00Z"),
      status: "Red Flag",
      riskLevel: "High",
      threshold: 80,
      lists: [{ name: "rescreen-test", source: "test", category: "sanctions", versionDate: "2026-03-01" }],
      applicant: { name: "Wilbur Osterhagen", dateOfBirth: "1988-05-05", nationality: "KOR", gender: "male" },
      matches: [
        {
          score: 85,
          features: [{ factor: "name", points: 100, detail: "name" }],
          matchedName: fictional.primaryName,
          matchedNameKind: "primary",
          screenedAs: "wilbur osterhagen",
          list: { name: "rescreen-test", source: "test", category: "sanctions", versionDate: "2026-03-01" },
          entry: { ...fictional, primaryName: fictional.primaryName },
        },
      ],
    };
    await db.$transaction((tx) =>
      saveScreening(tx, namesake.id, previous, [{ ...previous.matches[0]!, resourceId: "aml_previous" }]),
    );
    const report = await rescreenAll(db);
    expect(report.changes).toContainEqual({
      submissionId: namesake.id,
      before: "Red Flag High: rescreen-test R-1 (85)",
      after: "no match",
    });
    expect(await readScreening(db, namesake.id)).toMatchObject({
      status: null,
      riskLevel: "Low",
      matches: [],
    });
  });
});
