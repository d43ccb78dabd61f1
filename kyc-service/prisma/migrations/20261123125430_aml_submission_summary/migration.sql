-- AlterTable
ALTER TABLE "Submission" ADD COLUMN "amlRiskLevel" TEXT;
ALTER TABLE "Submission" ADD COLUMN "amlStatus" TEXT;

