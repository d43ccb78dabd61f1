-- CreateTable
CREATE TABLE "IndexedSubmission" (
    "submissionId" TEXT NOT NULL,
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
    "decidedAt" TIMESTAMP(3),
    "seenAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "IndexedSubmission_pkey" PRIMARY KEY ("submissionId")
);

-- CreateTable
CREATE TABLE "IndexedSearchTerm" (
    "term" TEXT NOT NULL,
    "submissionId" TEXT NOT NULL,

    CONSTRAINT "IndexedSearchTerm_pkey" PRIMARY KEY ("term","submissionId")
);

-- CreateTable
CREATE TABLE "CaseIndexState" (
    "id" TEXT NOT NULL,
    "sweepTop" TEXT,
    "sweepCursorId" TEXT,
    "sweepCursorAt" TEXT,
    "coveredTo" TEXT,
    "builtAt" TIMESTAMP(3),
    "syncedAt" TIMESTAMP(3),
    "reconcileDay" TEXT,
    "reconcileStartedAt" TIMESTAMP(3),
    "reconciledAt" TIMESTAMP(3),
    "failingSince" TIMESTAMP(3),
    "failures" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "nextAttemptAt" TIMESTAMP(3),
    "skipped" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "CaseIndexState_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WorkerLease" (
    "name" TEXT NOT NULL,
    "holder" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WorkerLease_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "IndexedSubmission_createdAt_submissionId_idx" ON "IndexedSubmission"("createdAt", "submissionId");

-- CreateIndex
CREATE INDEX "IndexedSubmission_status_decidedAt_redFlag_createdAt_submis_idx" ON "IndexedSubmission"("status", "decidedAt", "redFlag", "createdAt", "submissionId");

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

-- AddForeignKey
ALTER TABLE "IndexedSearchTerm" ADD CONSTRAINT "IndexedSearchTerm_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "IndexedSubmission"("submissionId") ON DELETE CASCADE ON UPDATE CASCADE;

