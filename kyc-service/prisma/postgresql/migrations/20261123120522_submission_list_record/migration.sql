-- AlterTable
ALTER TABLE "Submission" ADD COLUMN     "listRecord" TEXT;

