// A pending submission with a stored AML screening, written into the test service's
// database (as the integration tests arrange fixtures): the dashboard then reads it over
// HTTPS like any other case.
import { randomUUID } from "node:crypto";
import { serviceDb } from "./kyc-service";

export async function amlCase(options: {
  email?: string;
  risk?: "High" | "Medium" | "Low";
  entries?: string[];
  faceSimilarity?: number;
}): Promise<{ id: string; resourceIds: string[] }> {
  const id = `aml-case-${randomUUID()}`;
  const sdb = await serviceDb();
  const entries = options.entries ?? ["SDN-1"];
  await sdb.submission.create({
    data: {
      id,
      projectId: "demo-project",
      email: options.email ?? `${id}@example.com`,
      idType: "passport",
      issuingCountry: "KOR",
      name: "Ana Listed",
      kycResult: "pending",
    },
  });
  const resourceIds = entries.map(() => `aml_${randomUUID()}`);
  await sdb.amlScreening.create({
    data: {
      submissionId: id,
      screenedAt: new Date(),
      currentStatus: "Red Flag",
      riskLevel: options.risk ?? "High",
      threshold: 80,
      lists: JSON.stringify([
        { name: "Test list", source: "test", versionDate: "2026-01-01", category: "sanctions" },
      ]),
      applicant: JSON.stringify({ name: "Ana Listed" }),
      matches: {
        create: entries.map((externalId, rank) => ({
          resourceId: resourceIds[rank]!,
          rank,
          score: 100,
          detail: JSON.stringify({
            score: 100,
            features: [{ factor: "name", points: 100, detail: "identical name" }],
            matchedName: "Ana Listed",
            matchedNameKind: "primary",
            screenedAs: "Ana Listed",
            list: { name: "Test list", source: "test", versionDate: "2026-01-01", category: "sanctions" },
            entry: {
              externalId,
              primaryName: "Ana Listed",
              datesOfBirth: [],
              nationalities: [],
              programmes: ["TEST"],
            },
          }),
        })),
      },
    },
  });
  return { id, resourceIds };
}
