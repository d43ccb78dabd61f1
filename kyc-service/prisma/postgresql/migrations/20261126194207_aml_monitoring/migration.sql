-- AlterTable
ALTER TABLE "Submission" ADD COLUMN     "amlChangedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "AmlScreening" ADD COLUMN     "previous" TEXT;

-- CreateTable
CREATE TABLE "AmlListChange" (
    "id" SERIAL NOT NULL,
    "listName" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AmlListChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AmlRescreenState" (
    "id" TEXT NOT NULL,
    "scoringHash" TEXT NOT NULL,
    "runAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AmlRescreenState_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AmlListChange_listName_externalId_idx" ON "AmlListChange"("listName", "externalId");

