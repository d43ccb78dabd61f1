-- CreateTable
CREATE TABLE "ReviewerSession" (
    "id" TEXT NOT NULL,
    "reviewerId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endedAt" TIMESTAMP(3),
    "endReason" TEXT,

    CONSTRAINT "ReviewerSession_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ReviewerSession_reviewerId_endedAt_idx" ON "ReviewerSession"("reviewerId", "endedAt");

