-- AlterTable
ALTER TABLE "IndexedSubmission" ADD COLUMN     "dueAt" TIMESTAMP(3),
ADD COLUMN     "queueId" TEXT,
ADD COLUMN     "routedRuleId" TEXT,
ADD COLUMN     "routedVersion" INTEGER;

-- CreateTable
CREATE TABLE "RoutingRuleSet" (
    "version" INTEGER NOT NULL,
    "rules" TEXT NOT NULL,
    "publishedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "publishedById" TEXT NOT NULL,

    CONSTRAINT "RoutingRuleSet_pkey" PRIMARY KEY ("version")
);

-- CreateTable
CREATE TABLE "RoutingDraft" (
    "id" TEXT NOT NULL DEFAULT 'draft',
    "rules" TEXT NOT NULL,
    "baseVersion" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedById" TEXT NOT NULL,

    CONSTRAINT "RoutingDraft_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "IndexedSubmission_queueId_status_decidedAt_createdAt_idx" ON "IndexedSubmission"("queueId", "status", "decidedAt", "createdAt");

-- AddForeignKey
ALTER TABLE "IndexedSubmission" ADD CONSTRAINT "IndexedSubmission_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "Queue"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- One row only: its key can be nothing but 'draft' (docs/queues.md).
ALTER TABLE "RoutingDraft" ADD CONSTRAINT "RoutingDraft_one_row" CHECK ("id" = 'draft');
