-- CreateTable
CREATE TABLE "AccountVerification" (
    "submissionId" TEXT NOT NULL,
    "failedTries" INTEGER NOT NULL DEFAULT 0,
    "bankCode" TEXT,
    "accountMasked" TEXT,
    "accountKey" TEXT,
    "codeHash" TEXT,
    "codeSalt" TEXT,
    "codeExpiresAt" TIMESTAMP(3),
    "verifiedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AccountVerification_pkey" PRIMARY KEY ("submissionId")
);

-- CreateTable
CREATE TABLE "AccountTransfer" (
    "id" SERIAL NOT NULL,
    "accountKey" TEXT NOT NULL,
    "submissionId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AccountTransfer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SimulatedBankAccount" (
    "bankCode" TEXT NOT NULL,
    "accountNumber" TEXT NOT NULL,
    "holderName" TEXT NOT NULL,
    "behaviour" TEXT NOT NULL DEFAULT 'ok',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SimulatedBankAccount_pkey" PRIMARY KEY ("bankCode","accountNumber")
);

-- CreateTable
CREATE TABLE "SimulatedBankTransaction" (
    "id" SERIAL NOT NULL,
    "bankCode" TEXT NOT NULL,
    "accountNumber" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "depositorName" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SimulatedBankTransaction_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AccountTransfer_accountKey_createdAt_idx" ON "AccountTransfer"("accountKey", "createdAt");

-- CreateIndex
CREATE INDEX "SimulatedBankTransaction_bankCode_accountNumber_createdAt_idx" ON "SimulatedBankTransaction"("bankCode", "accountNumber", "createdAt");

-- AddForeignKey
ALTER TABLE "AccountVerification" ADD CONSTRAINT "AccountVerification_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission"("id") ON DELETE CASCADE ON UPDATE CASCADE;

