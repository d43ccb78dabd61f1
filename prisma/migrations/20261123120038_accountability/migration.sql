-- AlterTable
ALTER TABLE "Reviewer" ADD COLUMN "lastSignInAt" DATETIME;

-- CreateTable
CREATE TABLE "SignInThrottle" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "lastFailureAt" DATETIME NOT NULL,
    "lockedUntil" DATETIME
);

-- CreateTable
CREATE TABLE "AuditVerification" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "intact" BOOLEAN NOT NULL,
    "events" INTEGER NOT NULL,
    "firstBrokenSeq" INTEGER,
    "problem" TEXT
);

-- CreateTable
CREATE TABLE "DeletionRequest" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "submissionId" TEXT NOT NULL,
    "submissionCreatedAt" DATETIME,
    "submissionStatus" TEXT,
    "emailHmac" TEXT,
    "reason" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'requested',
    "requestedById" TEXT NOT NULL,
    "requestedByEmail" TEXT NOT NULL,
    "requestedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedById" TEXT,
    "decidedByEmail" TEXT,
    "decidedAt" DATETIME,
    "completedAt" DATETIME,
    "failureReason" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_AuditEvent" (
    "seq" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "at" DATETIME NOT NULL,
    "actorId" TEXT,
    "actorEmail" TEXT,
    "actorRole" TEXT,
    "action" TEXT NOT NULL,
    "targetId" TEXT,
    "outcome" TEXT NOT NULL,
    "reason" TEXT,
    "statedReason" TEXT,
    "detail" TEXT,
    "ip" TEXT,
    "userAgent" TEXT,
    "requestId" TEXT,
    "prevHash" TEXT NOT NULL,
    "hash" TEXT NOT NULL
);
INSERT INTO "new_AuditEvent" ("action", "actorEmail", "actorId", "actorRole", "at", "detail", "hash", "ip", "outcome", "prevHash", "reason", "requestId", "seq", "targetId", "userAgent") SELECT "action", "actorEmail", "actorId", "actorRole", "at", "detail", "hash", "ip", "outcome", "prevHash", "reason", "requestId", "seq", "targetId", "userAgent" FROM "AuditEvent";
DROP TABLE "AuditEvent";
ALTER TABLE "new_AuditEvent" RENAME TO "AuditEvent";
CREATE UNIQUE INDEX "AuditEvent_prevHash_key" ON "AuditEvent"("prevHash");
CREATE UNIQUE INDEX "AuditEvent_hash_key" ON "AuditEvent"("hash");
CREATE INDEX "AuditEvent_at_idx" ON "AuditEvent"("at");
CREATE INDEX "AuditEvent_actorId_seq_idx" ON "AuditEvent"("actorId", "seq");
CREATE INDEX "AuditEvent_action_seq_idx" ON "AuditEvent"("action", "seq");
CREATE INDEX "AuditEvent_targetId_seq_idx" ON "AuditEvent"("targetId", "seq");
CREATE INDEX "AuditEvent_outcome_seq_idx" ON "AuditEvent"("outcome", "seq");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "DeletionRequest_status_requestedAt_idx" ON "DeletionRequest"("status", "requestedAt");

-- CreateIndex
CREATE INDEX "DeletionRequest_submissionId_idx" ON "DeletionRequest"("submissionId");

-- CreateIndex
CREATE INDEX "DeletionRequest_emailHmac_idx" ON "DeletionRequest"("emailHmac");

