-- AlterTable
ALTER TABLE "IndexedSubmission" ADD COLUMN     "amlChangedAt" TIMESTAMP(3),
ADD COLUMN     "monitorSettledAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "MonitoringAlert" (
    "id" TEXT NOT NULL,
    "submissionId" TEXT NOT NULL,
    "changedAt" TIMESTAMP(3) NOT NULL,
    "status" TEXT NOT NULL,
    "holderId" TEXT NOT NULL,
    "claimedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "escalatedAt" TIMESTAMP(3),
    "escalationNote" TEXT,
    "outcome" TEXT,
    "reason" TEXT,
    "closedById" TEXT,
    "closedAt" TIMESTAMP(3),

    CONSTRAINT "MonitoringAlert_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MonitoringAlert_status_idx" ON "MonitoringAlert"("status");

-- CreateIndex
CREATE UNIQUE INDEX "MonitoringAlert_submissionId_changedAt_key" ON "MonitoringAlert"("submissionId", "changedAt");

-- CreateIndex
CREATE INDEX "IndexedSubmission_amlChangedAt_idx" ON "IndexedSubmission"("amlChangedAt");

