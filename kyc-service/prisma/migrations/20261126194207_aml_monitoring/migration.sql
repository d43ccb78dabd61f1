-- AlterTable
ALTER TABLE "Submission" ADD COLUMN "amlChangedAt" DATETIME;

-- AlterTable
ALTER TABLE "AmlScreening" ADD COLUMN "previous" TEXT;

-- CreateTable
CREATE TABLE "AmlListChange" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "listName" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "AmlRescreenState" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "scoringHash" TEXT NOT NULL,
    "runAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "AmlListChange_listName_externalId_idx" ON "AmlListChange"("listName", "externalId");

