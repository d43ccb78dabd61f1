// Seeds a bench database with many submissions directly through the service's Prisma client
// (fast, and fine for a bench; the demo data goes through the public interface instead).
import type { ServiceDb } from "../../kyc-service/store/db";
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
    cf1: i % 5 === 0 ? `campaign-${i % 17}` : null, cf2: null, cf3: null,
    name: `${surnames[i % 10]} ${given[(i * 3) % 10]}`,
    gender: i % 2 ? "male" : "female",
    nationality: "KOR",
    dateOfBirth: `19${60 + (i % 40)}-0${1 + (i % 9)}-1${i % 10}`,
    identityNumber: "900101-1234567",
    licenseNumber: null, serialNumber: null, idIssueDate: "2019-05-01", idExpireDate: null, documentNumber: `M${String(i).padStart(8, "0")}`,
    addressStreet: `${i % 300} Teheran-ro`, addressCity: "Seoul", addressState: null, addressZipcode: "06236", addressCountry: "KOR",
    addressGlobalCode: null, addressCompoundCode: null, addressFormatted: null, addressInput: null, addressDetail: null,
    kycResult: result,
    comment: result === "rejected" ? JSON.stringify(["Step 2 was retried more than 3 times"]) : null,
    commentCode: result === "rejected" ? JSON.stringify(["too_many_retry"]) : null,
    retryCount: result === "rejected" ? 4 : i % 3,
    idImagePath: null, idImageType: null, selfieImagePath: null, selfieImageType: null, addressImagePath: null, addressImageType: null,
    ocr: null, faceEmbedding: null, listRecord: null,
  };
}

export async function seedSubmissions(db: ServiceDb, total: number, projectId = "demo-project"): Promise<void> {
  const base = Date.UTC(2025, 0, 1);
  for (let start = 0; start < total; start += 2000) {
    const rows = Array.from({ length: Math.min(2000, total - start) }, (_, k) => {
      const row = benchSubmission(start + k, projectId, base);
      return { ...row, listRecord: listRecordJson(row) };
    });
    await db.submission.createMany({ data: rows });
  }
}
