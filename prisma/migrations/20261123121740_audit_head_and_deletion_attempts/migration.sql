-- AlterTable
ALTER TABLE "AuditVerification" ADD COLUMN "headHash" TEXT;
ALTER TABLE "AuditVerification" ADD COLUMN "headSeq" INTEGER;

-- AlterTable
ALTER TABLE "DeletionRequest" ADD COLUMN "lastAttemptAt" DATETIME;

