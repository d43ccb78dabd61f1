-- CreateTable
CREATE TABLE "RoutingRuleSet" (
    "version" INTEGER NOT NULL PRIMARY KEY,
    "rules" TEXT NOT NULL,
    "publishedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "publishedById" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "RoutingDraft" (
    "id" TEXT NOT NULL PRIMARY KEY DEFAULT 'draft',
    "rules" TEXT NOT NULL,
    "baseVersion" INTEGER NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    "updatedById" TEXT NOT NULL,
    -- One row only: its key can be nothing but 'draft' (docs/queues.md).
    CONSTRAINT "RoutingDraft_one_row" CHECK ("id" = 'draft')
);

-- The case's queue and routing, added in place (written by hand: Prisma's diff rebuilds the
-- whole table, a copy of every indexed case). SQLite allows a REFERENCES column added when its
-- default is NULL: every case already indexed starts in the default queue.
ALTER TABLE "IndexedSubmission" ADD COLUMN "queueId" TEXT REFERENCES "Queue" ("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "IndexedSubmission" ADD COLUMN "routedVersion" INTEGER;
ALTER TABLE "IndexedSubmission" ADD COLUMN "routedRuleId" TEXT;
ALTER TABLE "IndexedSubmission" ADD COLUMN "dueAt" DATETIME;
CREATE INDEX "IndexedSubmission_queueId_status_decidedAt_createdAt_idx" ON "IndexedSubmission"("queueId", "status", "decidedAt", "createdAt");
