-- AlterTable
ALTER TABLE "Submission" ADD COLUMN     "idBackImagePath" TEXT,
ADD COLUMN     "idBackImageType" TEXT,
ADD COLUMN     "reviewedAt" TIMESTAMP(3),
ADD COLUMN     "reviewedBy" TEXT;

-- CreateTable
CREATE TABLE "DeletedSubmission" (
    "submissionId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "deletedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "idType" TEXT NOT NULL,
    "kycResult" TEXT NOT NULL,
    "adminName" TEXT,

    CONSTRAINT "DeletedSubmission_pkey" PRIMARY KEY ("submissionId")
);

-- CreateIndex
CREATE INDEX "DeletedSubmission_projectId_deletedAt_idx" ON "DeletedSubmission"("projectId", "deletedAt");

