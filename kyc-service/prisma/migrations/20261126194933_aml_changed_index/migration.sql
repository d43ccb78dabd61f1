-- CreateIndex
CREATE INDEX "Submission_projectId_amlChangedAt_idx" ON "Submission"("projectId", "amlChangedAt");

