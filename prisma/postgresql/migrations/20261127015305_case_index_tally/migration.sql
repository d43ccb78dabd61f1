-- DropIndex
DROP INDEX "IndexedSubmission_status_seenAt_idx";

-- CreateTable
CREATE TABLE "IndexTally" (
    "id" SERIAL NOT NULL,
    "rows" INTEGER NOT NULL,

    CONSTRAINT "IndexTally_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "IndexedSubmission_status_decidedAt_seenAt_submissionId_idx" ON "IndexedSubmission"("status", "decidedAt", "seenAt", "submissionId");


-- The tally starts from the rows already indexed (lib/case-index/tally.ts).
INSERT INTO "IndexTally" ("rows") SELECT COUNT(*) FROM "IndexedSubmission";
