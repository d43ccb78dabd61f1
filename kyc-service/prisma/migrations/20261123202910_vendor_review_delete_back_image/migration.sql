-- AlterTable
ALTER TABLE "Submission" ADD COLUMN "idBackImagePath" TEXT;
ALTER TABLE "Submission" ADD COLUMN "idBackImageType" TEXT;
ALTER TABLE "Submission" ADD COLUMN "reviewedAt" DATETIME;
ALTER TABLE "Submission" ADD COLUMN "reviewedBy" TEXT;

-- CreateTable
CREATE TABLE "DeletedSubmission" (
    "submissionId" TEXT NOT NULL PRIMARY KEY,
    "projectId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "deletedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "idType" TEXT NOT NULL,
    "kycResult" TEXT NOT NULL,
    "adminName" TEXT
);

-- CreateIndex
CREATE INDEX "DeletedSubmission_projectId_deletedAt_idx" ON "DeletedSubmission"("projectId", "deletedAt");

