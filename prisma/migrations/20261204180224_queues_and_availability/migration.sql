-- CreateTable
CREATE TABLE "Queue" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "deadlineUnit" TEXT NOT NULL,
    "deadlineAmount" INTEGER NOT NULL,
    "autoAssign" BOOLEAN NOT NULL DEFAULT false,
    "capPerMember" INTEGER NOT NULL DEFAULT 0,
    "graceHours" INTEGER NOT NULL DEFAULT 24,
    "escalationQueueId" TEXT,
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Queue_escalationQueueId_fkey" FOREIGN KEY ("escalationQueueId") REFERENCES "Queue" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    -- Guards the database keeps whatever the code does (docs/queues.md).
    CONSTRAINT "Queue_cap_not_negative" CHECK ("capPerMember" >= 0),
    CONSTRAINT "Queue_auto_assign_needs_cap" CHECK (NOT "autoAssign" OR "capPerMember" >= 1),
    CONSTRAINT "Queue_grace_not_negative" CHECK ("graceHours" >= 0),
    CONSTRAINT "Queue_deadline_positive" CHECK ("deadlineAmount" >= 1),
    CONSTRAINT "Queue_not_own_escalation" CHECK ("escalationQueueId" IS NULL OR "escalationQueueId" <> "id")
);

-- CreateTable
CREATE TABLE "QueueMember" (
    "queueId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "addedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("queueId", "accountId"),
    CONSTRAINT "QueueMember_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "Queue" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "QueueMember_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Reviewer" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DefaultQueue" (
    "id" TEXT NOT NULL PRIMARY KEY DEFAULT 'default',
    "queueId" TEXT NOT NULL,
    "setAt" DATETIME NOT NULL,
    CONSTRAINT "DefaultQueue_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "Queue" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    -- One row only: its key can be nothing but 'default' (docs/queues.md).
    CONSTRAINT "DefaultQueue_one_row" CHECK ("id" = 'default')
);

-- CreateTable
CREATE TABLE "AbsencePeriod" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT NOT NULL,
    "startsOn" TEXT NOT NULL,
    "endsOn" TEXT NOT NULL,
    "createdById" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "AbsencePeriod_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Reviewer" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AssignmentPause" (
    "accountId" TEXT NOT NULL PRIMARY KEY,
    "pausedById" TEXT NOT NULL,
    "pausedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "AssignmentPause_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Reviewer" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "Queue_name_key" ON "Queue"("name");

-- CreateIndex
CREATE INDEX "Queue_escalationQueueId_idx" ON "Queue"("escalationQueueId");

-- CreateIndex
CREATE INDEX "QueueMember_accountId_idx" ON "QueueMember"("accountId");

-- CreateIndex
CREATE UNIQUE INDEX "DefaultQueue_queueId_key" ON "DefaultQueue"("queueId");

-- CreateIndex
CREATE INDEX "AbsencePeriod_accountId_endsOn_idx" ON "AbsencePeriod"("accountId", "endsOn");

