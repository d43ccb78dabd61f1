-- AlterTable
ALTER TABLE "DeletionRequest" ADD COLUMN "legalBasis" TEXT;
ALTER TABLE "DeletionRequest" ADD COLUMN "retainedUntil" DATETIME;
ALTER TABLE "DeletionRequest" ADD COLUMN "scope" TEXT;

-- CreateTable
CREATE TABLE "EvidenceRecord" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "submissionId" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,
    "keyId" TEXT NOT NULL,
    "document" TEXT,
    "sha256" TEXT NOT NULL,
    "redacted" TEXT,
    "redactedSha256" TEXT,
    "issuedAt" DATETIME NOT NULL,
    "erasedAt" DATETIME
);

-- CreateIndex
CREATE UNIQUE INDEX "EvidenceRecord_subjectId_key" ON "EvidenceRecord"("subjectId");

-- CreateIndex
CREATE INDEX "EvidenceRecord_submissionId_issuedAt_idx" ON "EvidenceRecord"("submissionId", "issuedAt");

