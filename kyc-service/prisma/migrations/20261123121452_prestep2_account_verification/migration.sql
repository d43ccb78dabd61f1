-- CreateTable
CREATE TABLE "AccountVerification" (
    "submissionId" TEXT NOT NULL PRIMARY KEY,
    "failedTries" INTEGER NOT NULL DEFAULT 0,
    "bankCode" TEXT,
    "accountMasked" TEXT,
    "accountKey" TEXT,
    "codeHash" TEXT,
    "codeSalt" TEXT,
    "codeExpiresAt" DATETIME,
    "verifiedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "AccountVerification_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AccountTransfer" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "accountKey" TEXT NOT NULL,
    "submissionId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "SimulatedBankAccount" (
    "bankCode" TEXT NOT NULL,
    "accountNumber" TEXT NOT NULL,
    "holderName" TEXT NOT NULL,
    "behaviour" TEXT NOT NULL DEFAULT 'ok',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("bankCode", "accountNumber")
);

-- CreateTable
CREATE TABLE "SimulatedBankTransaction" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "bankCode" TEXT NOT NULL,
    "accountNumber" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "depositorName" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "AccountTransfer_accountKey_createdAt_idx" ON "AccountTransfer"("accountKey", "createdAt");

-- CreateIndex
CREATE INDEX "SimulatedBankTransaction_bankCode_accountNumber_createdAt_idx" ON "SimulatedBankTransaction"("bankCode", "accountNumber", "createdAt");

