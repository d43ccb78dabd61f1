-- CreateTable
CREATE TABLE "ScheduledRun" (
    "job" TEXT NOT NULL,
    "slot" INTEGER NOT NULL,
    "claimedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ScheduledRun_pkey" PRIMARY KEY ("job","slot")
);

