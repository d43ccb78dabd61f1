-- CreateTable
CREATE TABLE "IndexedSubmission" (
    "submissionId" TEXT NOT NULL PRIMARY KEY,
    "createdAt" TEXT NOT NULL,
    "email" TEXT,
    "emailFolded" TEXT,
    "name" TEXT,
    "nameKey" TEXT,
    "birthDate" TEXT,
    "nationality" TEXT,
    "gender" TEXT,
    "userid" TEXT,
    "idType" TEXT,
    "status" TEXT NOT NULL,
    "amlStatus" TEXT,
    "riskLevel" TEXT,
    "redFlag" BOOLEAN NOT NULL DEFAULT false,
    "attempts" INTEGER,
    "applicantId" TEXT,
    "personKey" TEXT,
    "decidedAt" DATETIME,
    "seenAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "IndexedSearchTerm" (
    "term" TEXT NOT NULL,
    "submissionId" TEXT NOT NULL,

    PRIMARY KEY ("term", "submissionId"),
    CONSTRAINT "IndexedSearchTerm_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "IndexedSubmission" ("submissionId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CaseIndexState" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "sweepTop" TEXT,
    "sweepCursorId" TEXT,
    "sweepCursorAt" TEXT,
    "coveredTo" TEXT,
    "builtAt" DATETIME,
    "syncedAt" DATETIME,
    "reconcileDay" TEXT,
    "reconcileStartedAt" DATETIME,
    "reconciledAt" DATETIME,
    "failingSince" DATETIME,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "nextAttemptAt" DATETIME,
    "skipped" INTEGER NOT NULL DEFAULT 0
);

-- CreateTable
CREATE TABLE "WorkerLease" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "holder" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "IndexedSubmission_createdAt_submissionId_idx" ON "IndexedSubmission"("createdAt", "submissionId");

-- CreateIndex
CREATE INDEX "IndexedSubmission_status_decidedAt_redFlag_createdAt_submissionId_idx" ON "IndexedSubmission"("status", "decidedAt", "redFlag", "createdAt", "submissionId");

-- CreateIndex
CREATE INDEX "IndexedSubmission_decidedAt_submissionId_idx" ON "IndexedSubmission"("decidedAt", "submissionId");

-- CreateIndex
CREATE INDEX "IndexedSubmission_emailFolded_idx" ON "IndexedSubmission"("emailFolded");

-- CreateIndex
CREATE INDEX "IndexedSubmission_userid_idx" ON "IndexedSubmission"("userid");

-- CreateIndex
CREATE INDEX "IndexedSubmission_personKey_status_idx" ON "IndexedSubmission"("personKey", "status");

-- CreateIndex
CREATE INDEX "IndexedSubmission_status_seenAt_idx" ON "IndexedSubmission"("status", "seenAt");

-- CreateIndex
CREATE INDEX "IndexedSearchTerm_submissionId_idx" ON "IndexedSearchTerm"("submissionId");

