-- CreateTable
CREATE TABLE "AmlVerdict" (
    "id" TEXT NOT NULL,
    "submissionId" TEXT NOT NULL,
    "resourceId" TEXT NOT NULL,
    "listKey" TEXT NOT NULL,
    "applicantKey" TEXT,
    "verdict" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "reviewerId" TEXT NOT NULL,
    "reviewerEmail" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AmlVerdict_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CaseNote" (
    "id" TEXT NOT NULL,
    "submissionId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "authorEmail" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CaseNote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApprovalRequest" (
    "id" TEXT NOT NULL,
    "submissionId" TEXT NOT NULL,
    "openKey" TEXT,
    "reasonCode" TEXT NOT NULL,
    "note" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "requestedById" TEXT NOT NULL,
    "requestedByEmail" TEXT NOT NULL,
    "requestedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedById" TEXT,
    "decidedByEmail" TEXT,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "ApprovalRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AmlVerdict_submissionId_createdAt_idx" ON "AmlVerdict"("submissionId", "createdAt");

-- CreateIndex
CREATE INDEX "AmlVerdict_applicantKey_listKey_idx" ON "AmlVerdict"("applicantKey", "listKey");

-- CreateIndex
CREATE INDEX "CaseNote_submissionId_createdAt_idx" ON "CaseNote"("submissionId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ApprovalRequest_openKey_key" ON "ApprovalRequest"("openKey");

-- CreateIndex
CREATE INDEX "ApprovalRequest_submissionId_requestedAt_idx" ON "ApprovalRequest"("submissionId", "requestedAt");

