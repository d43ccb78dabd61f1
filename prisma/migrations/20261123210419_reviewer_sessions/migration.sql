-- CreateTable
CREATE TABLE "ReviewerSession" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "reviewerId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endedAt" DATETIME,
    "endReason" TEXT
);

-- CreateIndex
CREATE INDEX "ReviewerSession_reviewerId_endedAt_idx" ON "ReviewerSession"("reviewerId", "endedAt");

