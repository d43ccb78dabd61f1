-- DropIndex
DROP INDEX "AuditEvent_actorId_at_idx";

-- DropIndex
DROP INDEX "AuditEvent_action_at_idx";

-- DropIndex
DROP INDEX "AuditEvent_targetId_at_idx";

-- AlterTable
ALTER TABLE "Reviewer" ADD COLUMN     "lastSignInAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "AuditEvent" ADD COLUMN     "statedReason" TEXT,
ALTER COLUMN "at" DROP DEFAULT;

-- CreateTable
CREATE TABLE "SignInThrottle" (
    "key" TEXT NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "lastFailureAt" TIMESTAMP(3) NOT NULL,
    "lockedUntil" TIMESTAMP(3),

    CONSTRAINT "SignInThrottle_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "AuditVerification" (
    "id" SERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "intact" BOOLEAN NOT NULL,
    "events" INTEGER NOT NULL,
    "firstBrokenSeq" INTEGER,
    "problem" TEXT,

    CONSTRAINT "AuditVerification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DeletionRequest" (
    "id" TEXT NOT NULL,
    "submissionId" TEXT NOT NULL,
    "submissionCreatedAt" TIMESTAMP(3),
    "submissionStatus" TEXT,
    "emailHmac" TEXT,
    "reason" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'requested',
    "requestedById" TEXT NOT NULL,
    "requestedByEmail" TEXT NOT NULL,
    "requestedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedById" TEXT,
    "decidedByEmail" TEXT,
    "decidedAt" TIMESTAMP(3),
    "completedAt" TIMESTAMP(3),
    "failureReason" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "DeletionRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DeletionRequest_status_requestedAt_idx" ON "DeletionRequest"("status", "requestedAt");

-- CreateIndex
CREATE INDEX "DeletionRequest_submissionId_idx" ON "DeletionRequest"("submissionId");

-- CreateIndex
CREATE INDEX "DeletionRequest_emailHmac_idx" ON "DeletionRequest"("emailHmac");

-- CreateIndex
CREATE UNIQUE INDEX "AuditEvent_prevHash_key" ON "AuditEvent"("prevHash");

-- CreateIndex
CREATE INDEX "AuditEvent_actorId_seq_idx" ON "AuditEvent"("actorId", "seq");

-- CreateIndex
CREATE INDEX "AuditEvent_action_seq_idx" ON "AuditEvent"("action", "seq");

-- CreateIndex
CREATE INDEX "AuditEvent_targetId_seq_idx" ON "AuditEvent"("targetId", "seq");

-- CreateIndex
CREATE INDEX "AuditEvent_outcome_seq_idx" ON "AuditEvent"("outcome", "seq");

