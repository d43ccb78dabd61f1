-- The case index keyed by a short number (seq) as well as its submission id, and its search terms
-- keyed by that number: the terms table, ten rows a case, is about half as large and its first
-- build about twice as fast (docs/case-index.md, docs/benchmarks.md). Hand-written from Prisma's
-- diff, which would drop the terms' submissionId before filling seq: the terms are carried over
-- through the id, and the existing rows are numbered in the order the table holds them.

-- DropForeignKey
ALTER TABLE "IndexedSearchTerm" DROP CONSTRAINT "IndexedSearchTerm_submissionId_fkey";

-- DropIndex
DROP INDEX "IndexedSearchTerm_submissionId_term_idx";

-- AlterTable
ALTER TABLE "IndexedSubmission" DROP CONSTRAINT "IndexedSubmission_pkey",
ADD COLUMN     "seq" SERIAL NOT NULL,
ADD CONSTRAINT "IndexedSubmission_pkey" PRIMARY KEY ("seq");

-- CreateIndex
CREATE UNIQUE INDEX "IndexedSubmission_submissionId_key" ON "IndexedSubmission"("submissionId");

-- AlterTable: the terms' seq filled from their case before the id column goes.
ALTER TABLE "IndexedSearchTerm" DROP CONSTRAINT "IndexedSearchTerm_pkey",
ADD COLUMN     "seq" INTEGER;
UPDATE "IndexedSearchTerm" t SET "seq" = s."seq" FROM "IndexedSubmission" s WHERE s."submissionId" = t."submissionId";
DELETE FROM "IndexedSearchTerm" WHERE "seq" IS NULL;
ALTER TABLE "IndexedSearchTerm" DROP COLUMN "submissionId",
ALTER COLUMN "seq" SET NOT NULL,
ADD CONSTRAINT "IndexedSearchTerm_pkey" PRIMARY KEY ("term", "seq");

-- CreateIndex
CREATE INDEX "IndexedSearchTerm_seq_term_idx" ON "IndexedSearchTerm"("seq", "term");

-- AddForeignKey
ALTER TABLE "IndexedSearchTerm" ADD CONSTRAINT "IndexedSearchTerm_seq_fkey" FOREIGN KEY ("seq") REFERENCES "IndexedSubmission"("seq") ON DELETE CASCADE ON UPDATE CASCADE;
