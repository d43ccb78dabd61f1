-- CreateTable
CREATE TABLE "AmlList" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "versionDate" TEXT NOT NULL,
    "importedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "entryCount" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "AmlList_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AmlEntry" (
    "id" TEXT NOT NULL,
    "listId" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "primaryName" TEXT NOT NULL,
    "datesOfBirth" TEXT NOT NULL DEFAULT '[]',
    "nationalities" TEXT NOT NULL DEFAULT '[]',
    "gender" TEXT,
    "programmes" TEXT NOT NULL DEFAULT '[]',
    "remarks" TEXT,

    CONSTRAINT "AmlEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AmlName" (
    "id" SERIAL NOT NULL,
    "entryId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "AmlName_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AmlScreening" (
    "submissionId" TEXT NOT NULL,
    "screenedAt" TIMESTAMP(3) NOT NULL,
    "currentStatus" TEXT NOT NULL,
    "riskLevel" TEXT NOT NULL,
    "threshold" INTEGER NOT NULL,
    "lists" TEXT NOT NULL,
    "applicant" TEXT NOT NULL,

    CONSTRAINT "AmlScreening_pkey" PRIMARY KEY ("submissionId")
);

-- CreateTable
CREATE TABLE "AmlMatch" (
    "resourceId" TEXT NOT NULL,
    "submissionId" TEXT NOT NULL,
    "rank" INTEGER NOT NULL,
    "score" INTEGER NOT NULL,
    "detail" TEXT NOT NULL,

    CONSTRAINT "AmlMatch_pkey" PRIMARY KEY ("resourceId")
);

-- CreateIndex
CREATE INDEX "AmlList_name_active_idx" ON "AmlList"("name", "active");

-- CreateIndex
CREATE INDEX "AmlEntry_listId_idx" ON "AmlEntry"("listId");

-- CreateIndex
CREATE INDEX "AmlName_entryId_idx" ON "AmlName"("entryId");

-- CreateIndex
CREATE INDEX "AmlMatch_submissionId_idx" ON "AmlMatch"("submissionId");

-- AddForeignKey
ALTER TABLE "AmlEntry" ADD CONSTRAINT "AmlEntry_listId_fkey" FOREIGN KEY ("listId") REFERENCES "AmlList"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AmlName" ADD CONSTRAINT "AmlName_entryId_fkey" FOREIGN KEY ("entryId") REFERENCES "AmlEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AmlScreening" ADD CONSTRAINT "AmlScreening_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AmlMatch" ADD CONSTRAINT "AmlMatch_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "AmlScreening"("submissionId") ON DELETE CASCADE ON UPDATE CASCADE;

