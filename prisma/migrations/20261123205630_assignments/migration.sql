-- CreateTable
CREATE TABLE "Assignment" (
    "submissionId" TEXT NOT NULL PRIMARY KEY,
    "holderId" TEXT NOT NULL,
    "assignedById" TEXT NOT NULL,
    "assignedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "Assignment_holderId_assignedAt_idx" ON "Assignment"("holderId", "assignedAt");

