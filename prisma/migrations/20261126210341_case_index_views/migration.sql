-- DropIndex
DROP INDEX "IndexedSubmission_personKey_status_idx";

-- CreateIndex
CREATE INDEX "IndexedSubmission_personKey_status_createdAt_submissionId_idx" ON "IndexedSubmission"("personKey", "status", "createdAt", "submissionId");

-- CreateIndex
CREATE INDEX "IndexedSubmission_status_amlStatus_riskLevel_idx" ON "IndexedSubmission"("status", "amlStatus", "riskLevel");

