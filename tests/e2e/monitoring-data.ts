// Ongoing monitoring's e2e data, made as applicants and operators make it: a pending applicant
// with an invented name (no list holds it), and a pending applicant whose name and particulars
// are the demo sanctions list's Ignatius Quillfeather (a High-risk hit). Made once per
// `playwright test` run (E2E_RUN_ID). The list change is made by the operator's command,
// `npm run aml:import` against the e2e service's data directory (importList below), which
// re-screens the stored submissions itself: the test never writes the service's database.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { demoFaces } from "../../scripts/demo/people";
import { e2eDataDir } from "./accounts";
import { untilIndexed } from "./indexed";
import { e2eKycClient, pendingApplicant } from "./kyc-service";

export interface MonitoringData {
  tag: string;
  /** Pending, to be approved in the spec, then matched by an alias the next list version adds. */
  customer: { id: string; name: string };
  /** Pending, a High-risk hit on the demo sanctions list. */
  listed: { id: string };
}

export async function monitoringData(): Promise<MonitoringData> {
  const cache = path.join(e2eDataDir, `monitoring-data-${process.env.E2E_RUN_ID ?? "local"}.json`);
  if (existsSync(cache)) return JSON.parse(readFileSync(cache, "utf8")) as MonitoringData;
  const tag = `mon-${randomUUID().slice(0, 8)}`;
  const letters = tag.slice(-6).replace(/\d/g, (d) => "abcdefghij"[Number(d)]!);
  const name = `Orsolya Vantressk${letters}`;
  const kyc = e2eKycClient();
  try {
    const customer = await pendingApplicant(kyc, {
      email: `${tag}-c@example.com`,
      userid: tag,
      face: demoFaces.passes,
      applicant: { name, date_of_birth: "1979-03-14", nationality: "HUN", gender: "female" },
    });
    const listed = await pendingApplicant(kyc, {
      email: `${tag}-l@example.com`,
      userid: tag,
      face: demoFaces.passes,
      applicant: {
        name: "Ignatius Quillfeather",
        date_of_birth: "1972-11-30",
        nationality: "GBR",
        gender: "male",
      },
    });
    await untilIndexed(kyc, tag);
    const data = { tag, customer: { id: customer, name }, listed: { id: listed } };
    writeFileSync(cache, JSON.stringify(data));
    return data;
  } finally {
    await kyc.close();
  }
}

/** A version of this run's own list, imported with the operator's command (which re-screens). */
export function importList(tag: string, versionDate: string, aliases: string[]): string {
  const file = path.resolve(e2eDataDir, `${tag}-list-${versionDate}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      name: tag,
      source: "e2e",
      category: "sanctions",
      versionDate,
      entries: [
        {
          id: "MON-1",
          name: "KRASZNAHORKAY, Benedek",
          aliases,
          datesOfBirth: ["1979-03-14"],
          nationalities: ["HUN"],
          programmes: ["E2E"],
        },
      ],
    }),
  );
  return execFileSync("npx", ["tsx", "scripts/aml/import.ts", "--format", "custom", file], {
    env: { ...process.env, KYC_DATA_DIR: e2eDataDir },
    encoding: "utf8",
  });
}
