-- DropIndex
DROP INDEX "IndexedSubmission_status_decidedAt_redFlag_createdAt_submissionId_idx";

-- DropIndex
DROP INDEX "IndexedSearchTerm_submissionId_idx";

-- AlterTable
ALTER TABLE "IndexedSubmission" ADD COLUMN "holderId" TEXT;

-- CreateIndex
CREATE INDEX "IndexedSubmission_status_decidedAt_redFlag_createdAt_submissionId_holderId_idx" ON "IndexedSubmission"("status", "decidedAt", "redFlag" DESC, "createdAt", "submissionId", "holderId");

-- CreateIndex
CREATE INDEX "IndexedSubmission_status_createdAt_submissionId_idx" ON "IndexedSubmission"("status", "createdAt", "submissionId");

-- CreateIndex
CREATE INDEX "IndexedSubmission_holderId_idx" ON "IndexedSubmission"("holderId");

-- CreateIndex
CREATE INDEX "IndexedSearchTerm_submissionId_term_idx" ON "IndexedSearchTerm"("submissionId", "term");


-- Backfill: who holds each indexed case today.
UPDATE "IndexedSubmission" SET "holderId" = (SELECT "holderId" FROM "Assignment" WHERE "Assignment"."submissionId" = "IndexedSubmission"."submissionId");
