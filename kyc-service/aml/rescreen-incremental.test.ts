// The re-screen after an import: a new version adding an alias that matches an approved
// applicant changes that record's AML result and change time (and keeps the result before);
// importing the same list again changes nothing; a change to a matched entry counts as a
// change; only a change of scoring screens everyone against everything.
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceDb as sharedServiceDb } from "@/tests/support/kyc-service";
import { openServiceDb, type ServiceDb } from "../store/db";
import { createSubmission } from "../domain/submission-store";
import { createProject } from "../projects/projects";
import { storeWatchlist } from "./list-store";
import { rescreenChanges } from "./rescreen-incremental";
import { readScreening } from "./screening-store";
import type { ParsedWatchlist, WatchlistEntry } from "./watchlist";

let db: ServiceDb;
beforeAll(async () => {
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), "aml-incremental-")), "service.db");
  await (await sharedServiceDb()).$executeRawUnsafe(`VACUUM INTO '${file}'`);
  db = await openServiceDb(`file:${file}`);
  await db.submission.deleteMany();
  await db.amlList.deleteMany();
  await db.amlListChange.deleteMany();
  await db.amlRescreenState.deleteMany();
});
afterAll(() => db?.$disconnect());

const list = (entries: WatchlistEntry[], versionDate: string): ParsedWatchlist => ({
  name: "monitoring-test",
  source: "test",
  format: "custom",
  category: "sanctions",
  versionDate,
  entries,
});
const dob = [{ from: "1966-04-12", to: "1966-04-12", text: "1966-04-12" }];
const entry = (aliases: string[], programmes = ["TEST"]): WatchlistEntry => ({
  externalId: "M-1",
  primaryName: "VARGENSTRAND, Oddbjorn",
  aliases,
  datesOfBirth: dob,
  nationalities: ["DNK"],
  programmes,
});
const bystander: WatchlistEntry = { ...entry([]), externalId: "M-2", primaryName: "QUILLBERRY, Henrietta" };
const row = (id: string) => db.submission.findUniqueOrThrow({ where: { id } });

describe("rescreenChanges", () => {
  it("flags an approved applicant an added alias matches, and nothing when the list is unchanged", async () => {
    const { project } = await createProject(db, "monitoring");
    await createSubmission(db, {
      id: "monitor-approved",
      projectId: project.id,
      email: "m@example.com",
      idType: "passport",
      issuingCountry: "DNK",
      name: "Tormod Hasselbrink",
      dateOfBirth: "1966-04-12",
      nationality: "DNK",
      gender: "male",
      kycResult: "approved",
    });
    await createSubmission(db, {
      id: "monitor-other",
      projectId: project.id,
      email: "o@example.com",
      idType: "passport",
      issuingCountry: "DNK",
      name: "Ingrid Solbakken",
      dateOfBirth: "1980-01-01",
      nationality: "DNK",
      gender: "female",
      kycResult: "approved",
    });

    await storeWatchlist(db, list([entry([]), bystander], "2026-10-01"));
    const first = await rescreenChanges(db);
    expect(first).toMatchObject({ mode: "incremental", listChanges: 2, screened: 0 });
    expect((await row("monitor-approved")).amlChangedAt).toBeNull();

    await storeWatchlist(db, list([entry(["Tormod Hasselbrink"]), bystander], "2026-11-01"));
    const second = await rescreenChanges(db);
    // Only the applicant the changed entry can match is screened again.
    expect(second).toMatchObject({ mode: "incremental", listChanges: 1, screened: 1, newlyFlagged: 1 });
    const flagged = await row("monitor-approved");
    expect(flagged.amlStatus).toBe("Red Flag");
    expect(flagged.amlChangedAt).toBeInstanceOf(Date);
    const record = JSON.parse(flagged.listRecord!) as {
      aml: { changed_at?: string; currentstatus?: string };
    };
    expect(record.aml).toMatchObject({
      currentstatus: "Red Flag",
      changed_at: flagged.amlChangedAt!.toISOString(),
    });
    const screening = await readScreening(db, "monitor-approved");
    expect(screening?.matches[0]).toMatchObject({
      matchedName: "Tormod Hasselbrink",
      matchedNameKind: "alias",
    });
    expect(screening?.previous?.matches).toEqual([]);
    expect((await row("monitor-other")).amlChangedAt).toBeNull();

    await storeWatchlist(db, list([entry(["Tormod Hasselbrink"]), bystander], "2026-11-02"));
    const same = await rescreenChanges(db);
    expect(same).toMatchObject({ mode: "none", listChanges: 0, screened: 0, changes: [] });
    expect((await row("monitor-approved")).amlChangedAt).toEqual(flagged.amlChangedAt);

    // The matched entry's programmes change: the score is the same, the listed person is not.
    await storeWatchlist(db, list([entry(["Tormod Hasselbrink"], ["TEST", "NEW"]), bystander], "2026-11-03"));
    const programme = await rescreenChanges(db);
    expect(programme).toMatchObject({ mode: "incremental", listChanges: 1, screened: 1 });
    const after = await row("monitor-approved");
    expect(after.amlChangedAt!.getTime()).toBeGreaterThan(flagged.amlChangedAt!.getTime());
    const changedScreening = await readScreening(db, "monitor-approved");
    expect(changedScreening?.previous?.matches[0]?.entry.programmes).toEqual(["TEST"]);
    expect(changedScreening?.matches[0]?.entry.programmes).toEqual(["TEST", "NEW"]);
  });

  it("screens every submission against every entry when the scoring changed", async () => {
    await db.amlRescreenState.update({ where: { id: "scoring" }, data: { scoringHash: "an-older-scoring" } });
    const report = await rescreenChanges(db);
    expect(report.mode).toBe("full");
    expect(report.screened).toBe(2);
    expect((await db.amlRescreenState.findUniqueOrThrow({ where: { id: "scoring" } })).scoringHash).not.toBe(
      "an-older-scoring",
    );
  });
});
