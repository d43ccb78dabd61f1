-- DropIndex
DROP INDEX "IndexedSubmission_status_decidedAt_redFlag_createdAt_submissionId_idx";

-- AlterTable
ALTER TABLE "IndexedSubmission" ADD COLUMN "holderId" TEXT;

-- CreateIndex
CREATE INDEX "IndexedSubmission_status_decidedAt_redFlag_createdAt_submissionId_idx" ON "IndexedSubmission"("status", "decidedAt", "redFlag" DESC, "createdAt", "submissionId");

-- CreateIndex
CREATE INDEX "IndexedSubmission_holderId_idx" ON "IndexedSubmission"("holderId");


-- Backfill: who holds each indexed case today.
UPDATE "IndexedSubmission" SET "holderId" = (SELECT "holderId" FROM "Assignment" WHERE "Assignment"."submissionId" = "IndexedSubmission"."submissionId");
