-- The case index keyed by a short number (seq) as well as its submission id, and its search terms
-- keyed by that number: the terms table, ten rows a case, is about half as large and its first
-- build about twice as fast (docs/case-index.md, docs/benchmarks.md). Hand-edited from Prisma's
-- diff: rows are copied in their old order, the terms carried over through the id, and the
-- terms table has no rowid of its own (its primary key is the table).
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_IndexedSubmission" (
    "seq" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "submissionId" TEXT NOT NULL,
    "createdAt" TEXT NOT NULL,
    "email" TEXT,
    "emailFolded" TEXT,
    "name" TEXT,
    "nameKey" TEXT,
    "birthDate" TEXT,
    "nationality" TEXT,
    "gender" TEXT,
    "userid" TEXT,
    "idType" TEXT,
    "status" TEXT NOT NULL,
    "amlStatus" TEXT,
    "riskLevel" TEXT,
    "redFlag" BOOLEAN NOT NULL DEFAULT false,
    "attempts" INTEGER,
    "applicantId" TEXT,
    "personKey" TEXT,
    "decidedAt" DATETIME,
    "seenAt" DATETIME NOT NULL,
    "holderId" TEXT,
    "amlChangedAt" DATETIME,
    "monitorSettledAt" DATETIME
);
INSERT INTO "new_IndexedSubmission" ("amlChangedAt", "amlStatus", "applicantId", "attempts", "birthDate", "createdAt", "decidedAt", "email", "emailFolded", "gender", "holderId", "idType", "monitorSettledAt", "name", "nameKey", "nationality", "personKey", "redFlag", "riskLevel", "seenAt", "status", "submissionId", "userid") SELECT "amlChangedAt", "amlStatus", "applicantId", "attempts", "birthDate", "createdAt", "decidedAt", "email", "emailFolded", "gender", "holderId", "idType", "monitorSettledAt", "name", "nameKey", "nationality", "personKey", "redFlag", "riskLevel", "seenAt", "status", "submissionId", "userid" FROM "IndexedSubmission" ORDER BY rowid;
CREATE TABLE "new_IndexedSearchTerm" (
    "term" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,

    PRIMARY KEY ("term", "seq"),
    CONSTRAINT "IndexedSearchTerm_seq_fkey" FOREIGN KEY ("seq") REFERENCES "IndexedSubmission" ("seq") ON DELETE CASCADE ON UPDATE CASCADE
) WITHOUT ROWID;
INSERT INTO "new_IndexedSearchTerm" ("term", "seq")
SELECT t."term", s."seq" FROM "IndexedSearchTerm" t JOIN "new_IndexedSubmission" s ON s."submissionId" = t."submissionId";
DROP TABLE "IndexedSearchTerm";
DROP TABLE "IndexedSubmission";
ALTER TABLE "new_IndexedSubmission" RENAME TO "IndexedSubmission";
ALTER TABLE "new_IndexedSearchTerm" RENAME TO "IndexedSearchTerm";
CREATE UNIQUE INDEX "IndexedSubmission_submissionId_key" ON "IndexedSubmission"("submissionId");
CREATE INDEX "IndexedSubmission_createdAt_submissionId_idx" ON "IndexedSubmission"("createdAt", "submissionId");
CREATE INDEX "IndexedSubmission_status_decidedAt_redFlag_createdAt_submissionId_holderId_idx" ON "IndexedSubmission"("status", "decidedAt", "redFlag" DESC, "createdAt", "submissionId", "holderId");
CREATE INDEX "IndexedSubmission_decidedAt_submissionId_idx" ON "IndexedSubmission"("decidedAt", "submissionId");
CREATE INDEX "IndexedSubmission_emailFolded_idx" ON "IndexedSubmission"("emailFolded");
CREATE INDEX "IndexedSubmission_userid_idx" ON "IndexedSubmission"("userid");
CREATE INDEX "IndexedSubmission_personKey_status_createdAt_submissionId_idx" ON "IndexedSubmission"("personKey", "status", "createdAt", "submissionId");
CREATE INDEX "IndexedSubmission_status_decidedAt_seenAt_submissionId_idx" ON "IndexedSubmission"("status", "decidedAt", "seenAt", "submissionId");
CREATE INDEX "IndexedSubmission_status_amlStatus_riskLevel_idx" ON "IndexedSubmission"("status", "amlStatus", "riskLevel");
CREATE INDEX "IndexedSubmission_status_createdAt_submissionId_idx" ON "IndexedSubmission"("status", "createdAt", "submissionId");
CREATE INDEX "IndexedSubmission_holderId_idx" ON "IndexedSubmission"("holderId");
CREATE INDEX "IndexedSubmission_amlChangedAt_idx" ON "IndexedSubmission"("amlChangedAt");
CREATE INDEX "IndexedSearchTerm_seq_term_idx" ON "IndexedSearchTerm"("seq", "term");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
