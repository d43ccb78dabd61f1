-- CreateTable
CREATE TABLE "AmlList" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "versionDate" TEXT NOT NULL,
    "importedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "entryCount" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT false
);

-- CreateTable
CREATE TABLE "AmlEntry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "listId" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "primaryName" TEXT NOT NULL,
    "datesOfBirth" TEXT NOT NULL DEFAULT '[]',
    "nationalities" TEXT NOT NULL DEFAULT '[]',
    "gender" TEXT,
    "programmes" TEXT NOT NULL DEFAULT '[]',
    "remarks" TEXT,
    CONSTRAINT "AmlEntry_listId_fkey" FOREIGN KEY ("listId") REFERENCES "AmlList" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AmlName" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "entryId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    CONSTRAINT "AmlName_entryId_fkey" FOREIGN KEY ("entryId") REFERENCES "AmlEntry" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AmlScreening" (
    "submissionId" TEXT NOT NULL PRIMARY KEY,
    "screenedAt" DATETIME NOT NULL,
    "currentStatus" TEXT NOT NULL,
    "riskLevel" TEXT NOT NULL,
    "threshold" INTEGER NOT NULL,
    "lists" TEXT NOT NULL,
    "applicant" TEXT NOT NULL,
    CONSTRAINT "AmlScreening_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AmlMatch" (
    "resourceId" TEXT NOT NULL PRIMARY KEY,
    "submissionId" TEXT NOT NULL,
    "rank" INTEGER NOT NULL,
    "score" INTEGER NOT NULL,
    "detail" TEXT NOT NULL,
    CONSTRAINT "AmlMatch_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "AmlScreening" ("submissionId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "AmlList_name_active_idx" ON "AmlList"("name", "active");

-- CreateIndex
CREATE INDEX "AmlEntry_listId_idx" ON "AmlEntry"("listId");

-- CreateIndex
CREATE INDEX "AmlName_entryId_idx" ON "AmlName"("entryId");

-- CreateIndex
CREATE INDEX "AmlMatch_submissionId_idx" ON "AmlMatch"("submissionId");

