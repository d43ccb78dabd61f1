-- AlterTable
ALTER TABLE "AmlVerdict" ADD COLUMN     "entryVersion" TEXT,
ADD COLUMN     "listVersion" TEXT,
ADD COLUMN     "riskLevel" TEXT;

-- CreateIndex
CREATE INDEX "AmlVerdict_verdict_createdAt_idx" ON "AmlVerdict"("verdict", "createdAt");

