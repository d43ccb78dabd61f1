-- AlterTable
ALTER TABLE "Reviewer" ADD COLUMN "locale" TEXT;
ALTER TABLE "Reviewer" ADD COLUMN "timeZone" TEXT;

