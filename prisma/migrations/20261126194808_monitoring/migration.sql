-- AlterTable
ALTER TABLE "IndexedSubmission" ADD COLUMN "amlChangedAt" DATETIME;
ALTER TABLE "IndexedSubmission" ADD COLUMN "monitorSettledAt" DATETIME;

-- CreateTable
CREATE TABLE "MonitoringAlert" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "submissionId" TEXT NOT NULL,
    "changedAt" DATETIME NOT NULL,
    "status" TEXT NOT NULL,
    "holderId" TEXT NOT NULL,
    "claimedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "escalatedAt" DATETIME,
    "escalationNote" TEXT,
    "outcome" TEXT,
    "reason" TEXT,
    "closedById" TEXT,
    "closedAt" DATETIME
);

-- CreateIndex
CREATE INDEX "MonitoringAlert_status_idx" ON "MonitoringAlert"("status");

-- CreateIndex
CREATE UNIQUE INDEX "MonitoringAlert_submissionId_changedAt_key" ON "MonitoringAlert"("submissionId", "changedAt");

-- CreateIndex
CREATE INDEX "IndexedSubmission_amlChangedAt_idx" ON "IndexedSubmission"("amlChangedAt");

