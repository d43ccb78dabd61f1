-- CreateTable
CREATE TABLE "AuditText" (
    "id" TEXT NOT NULL,
    "targetId" TEXT,
    "text" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditText_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditText_targetId_idx" ON "AuditText"("targetId");

