-- CreateTable
CREATE TABLE "Decision" (
    "id" TEXT NOT NULL,
    "submissionId" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "reasonCode" TEXT NOT NULL,
    "note" TEXT,
    "reviewerId" TEXT NOT NULL,
    "reviewerEmail" TEXT NOT NULL,
    "upstream" TEXT NOT NULL,
    "upstreamResult" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Decision_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Decision_submissionId_createdAt_idx" ON "Decision"("submissionId", "createdAt");

-- CreateIndex
CREATE INDEX "Decision_reviewerId_createdAt_idx" ON "Decision"("reviewerId", "createdAt");

