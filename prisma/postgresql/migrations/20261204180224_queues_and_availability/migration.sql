-- CreateTable
CREATE TABLE "Queue" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "deadlineUnit" TEXT NOT NULL,
    "deadlineAmount" INTEGER NOT NULL,
    "autoAssign" BOOLEAN NOT NULL DEFAULT false,
    "capPerMember" INTEGER NOT NULL DEFAULT 0,
    "graceHours" INTEGER NOT NULL DEFAULT 24,
    "escalationQueueId" TEXT,
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Queue_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QueueMember" (
    "queueId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "addedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QueueMember_pkey" PRIMARY KEY ("queueId","accountId")
);

-- CreateTable
CREATE TABLE "DefaultQueue" (
    "id" TEXT NOT NULL DEFAULT 'default',
    "queueId" TEXT NOT NULL,
    "setAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DefaultQueue_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AbsencePeriod" (
    "id" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "startsOn" TEXT NOT NULL,
    "endsOn" TEXT NOT NULL,
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AbsencePeriod_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AssignmentPause" (
    "accountId" TEXT NOT NULL,
    "pausedById" TEXT NOT NULL,
    "pausedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AssignmentPause_pkey" PRIMARY KEY ("accountId")
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

-- AddForeignKey
ALTER TABLE "Queue" ADD CONSTRAINT "Queue_escalationQueueId_fkey" FOREIGN KEY ("escalationQueueId") REFERENCES "Queue"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QueueMember" ADD CONSTRAINT "QueueMember_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "Queue"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QueueMember" ADD CONSTRAINT "QueueMember_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Reviewer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DefaultQueue" ADD CONSTRAINT "DefaultQueue_queueId_fkey" FOREIGN KEY ("queueId") REFERENCES "Queue"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AbsencePeriod" ADD CONSTRAINT "AbsencePeriod_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Reviewer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AssignmentPause" ADD CONSTRAINT "AssignmentPause_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Reviewer"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Guards the database keeps whatever the code does (docs/queues.md): one DefaultQueue row only,
-- no negative cap, a deadline of at least one unit, no queue escalating to itself.
ALTER TABLE "DefaultQueue" ADD CONSTRAINT "DefaultQueue_one_row" CHECK ("id" = 'default');
ALTER TABLE "Queue" ADD CONSTRAINT "Queue_cap_not_negative" CHECK ("capPerMember" >= 0);
ALTER TABLE "Queue" ADD CONSTRAINT "Queue_auto_assign_needs_cap" CHECK (NOT "autoAssign" OR "capPerMember" >= 1);
ALTER TABLE "Queue" ADD CONSTRAINT "Queue_grace_not_negative" CHECK ("graceHours" >= 0);
ALTER TABLE "Queue" ADD CONSTRAINT "Queue_deadline_positive" CHECK ("deadlineAmount" >= 1);
ALTER TABLE "Queue" ADD CONSTRAINT "Queue_not_own_escalation" CHECK ("escalationQueueId" IS NULL OR "escalationQueueId" <> "id");
