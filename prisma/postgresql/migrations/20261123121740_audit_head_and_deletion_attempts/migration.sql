-- AlterTable
ALTER TABLE "AuditVerification" ADD COLUMN     "headHash" TEXT,
ADD COLUMN     "headSeq" INTEGER;

-- AlterTable
ALTER TABLE "DeletionRequest" ADD COLUMN     "lastAttemptAt" TIMESTAMP(3);

