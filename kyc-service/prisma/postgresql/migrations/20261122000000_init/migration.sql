-- CreateTable
CREATE TABLE "Project" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "keyHash" TEXT NOT NULL,
    "accountVerification" BOOLEAN NOT NULL DEFAULT false,
    "reviewExtension" BOOLEAN NOT NULL DEFAULT false,
    "amlThreshold" INTEGER NOT NULL DEFAULT 90,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Project_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Submission" (
    "id" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "email" TEXT NOT NULL,
    "userid" TEXT,
    "applicantId" TEXT,
    "ipAddress" TEXT,
    "idType" TEXT NOT NULL,
    "issuingCountry" TEXT NOT NULL,
    "cf1" TEXT,
    "cf2" TEXT,
    "cf3" TEXT,
    "name" TEXT,
    "gender" TEXT,
    "nationality" TEXT,
    "dateOfBirth" TEXT,
    "identityNumber" TEXT,
    "licenseNumber" TEXT,
    "serialNumber" TEXT,
    "idIssueDate" TEXT,
    "idExpireDate" TEXT,
    "documentNumber" TEXT,
    "addressStreet" TEXT,
    "addressCity" TEXT,
    "addressState" TEXT,
    "addressZipcode" TEXT,
    "addressCountry" TEXT,
    "addressGlobalCode" TEXT,
    "addressCompoundCode" TEXT,
    "addressFormatted" TEXT,
    "addressInput" TEXT,
    "addressDetail" TEXT,
    "kycResult" TEXT NOT NULL DEFAULT 'incomplete',
    "comment" TEXT,
    "commentCode" TEXT,
    "retryCount" INTEGER NOT NULL DEFAULT 0,
    "idImagePath" TEXT,
    "idImageType" TEXT,
    "selfieImagePath" TEXT,
    "selfieImageType" TEXT,
    "addressImagePath" TEXT,
    "addressImageType" TEXT,
    "ocr" TEXT,
    "faceEmbedding" BYTEA,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Submission_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Attempt" (
    "id" SERIAL NOT NULL,
    "submissionId" TEXT NOT NULL,
    "attemptCnt" INTEGER NOT NULL,
    "livenessScore" INTEGER,
    "faceSimilarityScore" INTEGER,
    "verificationParams" TEXT,
    "verificationResult" TEXT,
    "retryMsg" TEXT,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Attempt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Project_name_key" ON "Project"("name");

-- CreateIndex
CREATE UNIQUE INDEX "Project_keyHash_key" ON "Project"("keyHash");

-- CreateIndex
CREATE INDEX "Submission_projectId_createdAt_id_idx" ON "Submission"("projectId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Submission_projectId_userid_createdAt_idx" ON "Submission"("projectId", "userid", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Submission_projectId_email_createdAt_idx" ON "Submission"("projectId", "email", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Submission_applicantId_idx" ON "Submission"("applicantId");

-- CreateIndex
CREATE UNIQUE INDEX "Attempt_submissionId_attemptCnt_key" ON "Attempt"("submissionId", "attemptCnt");

-- AddForeignKey
ALTER TABLE "Submission" ADD CONSTRAINT "Submission_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Attempt" ADD CONSTRAINT "Attempt_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission"("id") ON DELETE CASCADE ON UPDATE CASCADE;

