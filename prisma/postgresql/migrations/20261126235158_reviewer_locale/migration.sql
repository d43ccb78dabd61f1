-- AlterTable
ALTER TABLE "Reviewer" ADD COLUMN     "locale" TEXT,
ADD COLUMN     "timeZone" TEXT;

