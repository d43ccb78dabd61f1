// Ongoing monitoring's e2e data, made as applicants and operators make it: a pending applicant
// with an invented name (no list holds it), and a pending applicant whose name and particulars
// are the demo sanctions list's Ignatius Quillfeather (a High-risk hit). Made once per
// spec (tests/e2e/spec-data.ts). The list change is made by the operator's command,
// `npm run aml:import` against the e2e service's data directory (importList below), which
// re-screens the stored submissions itself: the test never writes the service's database.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import type { TestInfo } from "@playwright/test";
import path from "node:path";
import { demoFaces } from "../../scripts/demo/people";
import { e2eDataDir } from "./accounts";
import { untilIndexed } from "./indexed";
import { arrangedOnce } from "./spec-data";
import { e2eKycClient, pendingApplicant } from "./kyc-service";

export interface MonitoringData {
  tag: string;
  birthDate: string;
  /** Pending, to be approved in the spec, then matched by an alias the next list version adds. */
  customer: { id: string; name: string };
  /** Pending, a High-risk hit on the demo sanctions list. */
  listed: { id: string };
}

export function monitoringData(info: TestInfo): Promise<MonitoringData> {
  return arrangedOnce("monitoring", info, arrange);
}

async function arrange(): Promise<MonitoringData> {
  const tag = `mon-${randomUUID().slice(0, 8)}`;
  // A name and birth date of this run only: an earlier run's alias must not match this applicant.
  const word = (hex: string) => {
    const letters = hex.replace(/\d/g, (d) => "qwrtzpsdfg"[Number(d)]!);
    return letters[0]!.toUpperCase() + letters.slice(1);
  };
  const random = randomUUID().replace(/-/g, "");
  const name = `${word(random.slice(0, 7))} ${word(random.slice(7, 16))}`;
  const birthDate = `19${50 + (parseInt(random.slice(16, 18), 16) % 45)}-0${1 + (parseInt(random.slice(18, 19), 16) % 9)}-1${parseInt(random.slice(19, 20), 16) % 10}`;
  const kyc = e2eKycClient();
  try {
    const customer = await pendingApplicant(kyc, {
      email: `${tag}-c@example.com`,
      userid: tag,
      face: demoFaces.passes,
      applicant: { name, date_of_birth: birthDate, nationality: "HUN", gender: "female" },
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
    return { tag, birthDate, customer: { id: customer, name }, listed: { id: listed } };
  } finally {
    await kyc.close();
  }
}

/**
 * A version of the e2e list, imported with the operator's command (which re-screens). One list
 * name for every run, so each run's first import replaces the last run's entry.
 */
export function importList(data: MonitoringData, versionDate: string, aliases: string[]): string {
  const file = path.resolve(e2eDataDir, `${data.tag}-list-${versionDate}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      name: "e2e-monitoring",
      source: "e2e",
      category: "sanctions",
      versionDate,
      entries: [
        {
          id: "MON-1",
          name: "KRASZNAHORKAY, Benedek",
          aliases,
          datesOfBirth: [data.birthDate],
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
