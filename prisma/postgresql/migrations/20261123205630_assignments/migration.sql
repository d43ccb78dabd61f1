-- CreateTable
CREATE TABLE "Assignment" (
    "submissionId" TEXT NOT NULL,
    "holderId" TEXT NOT NULL,
    "assignedById" TEXT NOT NULL,
    "assignedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Assignment_pkey" PRIMARY KEY ("submissionId")
);

-- CreateIndex
CREATE INDEX "Assignment_holderId_assignedAt_idx" ON "Assignment"("holderId", "assignedAt");

