-- AlterTable
ALTER TABLE "AmlVerdict" ADD COLUMN "entryVersion" TEXT;
ALTER TABLE "AmlVerdict" ADD COLUMN "listVersion" TEXT;
ALTER TABLE "AmlVerdict" ADD COLUMN "riskLevel" TEXT;

-- CreateIndex
CREATE INDEX "AmlVerdict_verdict_createdAt_idx" ON "AmlVerdict"("verdict", "createdAt");

