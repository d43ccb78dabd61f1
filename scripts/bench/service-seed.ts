// Seeds a bench database with many submissions directly (fine for a bench; the demo data goes
// through the public interface instead). Plain libsql batches: Prisma's createMany spent
// minutes on 100,000 rows of 45 columns in the driver adapter.
import { createClient } from "@libsql/client";
import { listRecordJson } from "../../kyc-service/domain/submission-store";
import type { Submission } from "../../kyc-service/generated/prisma/sqlite/client";

const results = ["incomplete", "pending", "approved", "rejected"] as const;
const surnames = ["Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Cho", "Yoon", "Jang", "Lim"];
const given = ["Minjun", "Seoyeon", "Jiho", "Hayoon", "Doyun", "Jiwoo", "Eunwoo", "Sua", "Yejun", "Jimin"];

export function benchSubmission(i: number, projectId: string, base: number): Submission {
  const result = results[i % results.length]!;
  return {
    id: `bench-${String(i).padStart(6, "0")}`,
    projectId,
    createdAt: new Date(base + i * 1000),
    updatedAt: new Date(base + i * 1000),
    email: `applicant${i}@example.com`,
    userid: `user-${i}`,
    applicantId: result === "approved" ? `applicant-${i}` : null,
    ipAddress: `203.0.${i % 250}.${(i * 7) % 250}`,
    idType: i % 3 === 0 ? "passport" : i % 3 === 1 ? "government_id" : "drivers_license",
    issuingCountry: "KOR",
    cf1: i % 5 === 0 ? `campaign-${i % 17}` : null,
    cf2: null,
    cf3: null,
    name: `${surnames[i % 10]} ${given[(i * 3) % 10]}`,
    gender: i % 2 ? "male" : "female",
    nationality: "KOR",
    dateOfBirth: `19${60 + (i % 40)}-0${1 + (i % 9)}-1${i % 10}`,
    identityNumber: "900101-1234567",
    licenseNumber: null,
    serialNumber: null,
    idIssueDate: "2019-05-01",
    idExpireDate: null,
    documentNumber: `M${String(i).padStart(8, "0")}`,
    addressStreet: `${i % 300} Teheran-ro`,
    addressCity: "Seoul",
    addressState: null,
    addressZipcode: "06236",
    addressCountry: "KOR",
    addressGlobalCode: null,
    addressCompoundCode: null,
    addressFormatted: null,
    addressInput: null,
    addressDetail: null,
    kycResult: result,
    comment: result === "rejected" ? JSON.stringify(["Step 2 was retried more than 3 times"]) : null,
    commentCode: result === "rejected" ? JSON.stringify(["too_many_retry"]) : null,
    retryCount: result === "rejected" ? 4 : i % 3,
    reviewedBy: null,
    reviewedAt: null,
    idImagePath: null,
    idImageType: null,
    idBackImagePath: null,
    idBackImageType: null,
    selfieImagePath: null,
    selfieImageType: null,
    addressImagePath: null,
    addressImageType: null,
    ocr: null,
    faceEmbedding: null,
    amlStatus: null,
    amlRiskLevel: null,
    amlChangedAt: null,
    listRecord: null,
  };
}

/**
 * SQLite only (the bench's database); DateTime columns hold ISO text as Prisma writes it ("...+00:00").
 * `shape` may change a row before it is stored (e.g. how many are pending).
 */
export async function seedSubmissions(
  databaseUrl: string,
  total: number,
  projectId = "demo-project",
  shape: (row: Submission, i: number) => Submission = (row) => row,
): Promise<void> {
  const client = createClient({ url: databaseUrl });
  const base = Date.UTC(2025, 0, 1);
  const columns = Object.keys(benchSubmission(0, projectId, base));
  // One JSON array of rows a statement, unpacked by SQLite: the libsql client kept native memory
  // for every value bound (a value a column made a million rows take 17 GB).
  const sql = `INSERT INTO "Submission" (${columns.map((c) => `"${c}"`).join(", ")})
    SELECT ${columns.map((_, i) => `json_extract(value, '$[${i}]')`).join(", ")} FROM json_each(?)`;
  try {
    // The service may still be writing its start-up data (the demo AML lists) when the bench
    // starts seeding: wait for its lock instead of failing with SQLITE_BUSY.
    await client.execute("PRAGMA busy_timeout = 30000");
    for (let start = 0; start < total; start += 5000) {
      const rows = Array.from({ length: Math.min(5000, total - start) }, (_, k) => {
        const row = shape(benchSubmission(start + k, projectId, base), start + k);
        const values = { ...row, listRecord: listRecordJson(row) } as Record<string, unknown>;
        return columns.map((c) => toSqlite(values[c]));
      });
      await client.execute({ sql, args: [JSON.stringify(rows)] });
    }
  } finally {
    client.close();
  }
}

function toSqlite(value: unknown): string | number | null {
  if (value instanceof Date) return value.toISOString().replace("Z", "+00:00");
  if (value === null || value === undefined) return null;
  return value as string | number;
}
