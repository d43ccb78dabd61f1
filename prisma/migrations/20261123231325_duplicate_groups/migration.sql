-- CreateTable
CREATE TABLE "DuplicateGroup" (
    "submissionId" TEXT NOT NULL PRIMARY KEY,
    "matchIds" TEXT NOT NULL,
    "scanned" INTEGER NOT NULL,
    "complete" BOOLEAN NOT NULL,
    "checkedAt" DATETIME NOT NULL,
    "foundAt" DATETIME,
    "status" TEXT NOT NULL DEFAULT 'clear',
    "outcome" TEXT,
    "reason" TEXT,
    "resolvedById" TEXT,
    "resolvedByEmail" TEXT,
    "resolvedAt" DATETIME,
    "escalatedById" TEXT,
    "escalatedToId" TEXT,
    "escalatedAt" DATETIME,
    "escalationReason" TEXT
);

-- CreateIndex
CREATE INDEX "DuplicateGroup_status_foundAt_idx" ON "DuplicateGroup"("status", "foundAt");

