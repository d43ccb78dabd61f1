-- AlterTable
ALTER TABLE "Decision" ADD COLUMN     "standingKey" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Decision_standingKey_key" ON "Decision"("standingKey");


-- A case decided more than once before the key existed: its newest standing decision keeps
-- the key, older ones stay as history (docs/decisions/0031).
UPDATE "Decision" SET "standingKey" = "submissionId"
WHERE "upstream" IN ('pending', 'applied', 'recorded_only')
  AND "id" = (
    SELECT d."id" FROM "Decision" d
    WHERE d."submissionId" = "Decision"."submissionId"
      AND d."upstream" IN ('pending', 'applied', 'recorded_only')
    ORDER BY d."createdAt" DESC, d."id" DESC
    LIMIT 1
  );
