-- AlterTable
ALTER TABLE "DeletionRequest" ADD COLUMN     "legalBasis" TEXT,
ADD COLUMN     "retainedUntil" TIMESTAMP(3),
ADD COLUMN     "scope" TEXT;

-- CreateTable
CREATE TABLE "EvidenceRecord" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "submissionId" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,
    "keyId" TEXT NOT NULL,
    "document" TEXT,
    "sha256" TEXT NOT NULL,
    "redacted" TEXT,
    "redactedSha256" TEXT,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "erasedAt" TIMESTAMP(3),

    CONSTRAINT "EvidenceRecord_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "EvidenceRecord_subjectId_key" ON "EvidenceRecord"("subjectId");

-- CreateIndex
CREATE INDEX "EvidenceRecord_submissionId_issuedAt_idx" ON "EvidenceRecord"("submissionId", "issuedAt");

