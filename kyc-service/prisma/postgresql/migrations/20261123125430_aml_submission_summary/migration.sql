-- AlterTable
ALTER TABLE "Submission" ADD COLUMN     "amlRiskLevel" TEXT,
ADD COLUMN     "amlStatus" TEXT;

