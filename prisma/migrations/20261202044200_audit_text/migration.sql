-- CreateTable
CREATE TABLE "AuditText" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "targetId" TEXT,
    "text" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "AuditText_targetId_idx" ON "AuditText"("targetId");

