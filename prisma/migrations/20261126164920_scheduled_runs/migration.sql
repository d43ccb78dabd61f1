-- CreateTable
CREATE TABLE "ScheduledRun" (
    "job" TEXT NOT NULL,
    "slot" INTEGER NOT NULL,
    "claimedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("job", "slot")
);

