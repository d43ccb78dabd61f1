-- CreateTable
CREATE TABLE "DuplicateGroup" (
    "submissionId" TEXT NOT NULL,
    "matchIds" TEXT NOT NULL,
    "scanned" INTEGER NOT NULL,
    "complete" BOOLEAN NOT NULL,
    "checkedAt" TIMESTAMP(3) NOT NULL,
    "foundAt" TIMESTAMP(3),
    "status" TEXT NOT NULL DEFAULT 'clear',
    "outcome" TEXT,
    "reason" TEXT,
    "resolvedById" TEXT,
    "resolvedByEmail" TEXT,
    "resolvedAt" TIMESTAMP(3),
    "escalatedById" TEXT,
    "escalatedToId" TEXT,
    "escalatedAt" TIMESTAMP(3),
    "escalationReason" TEXT,

    CONSTRAINT "DuplicateGroup_pkey" PRIMARY KEY ("submissionId")
);

-- CreateIndex
CREATE INDEX "DuplicateGroup_status_foundAt_idx" ON "DuplicateGroup"("status", "foundAt");

