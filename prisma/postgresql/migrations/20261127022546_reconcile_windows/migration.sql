-- CreateTable
CREATE TABLE "ReconcileWindow" (
    "day" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "cursorId" TEXT,
    "cursorAt" TEXT,

    CONSTRAINT "ReconcileWindow_pkey" PRIMARY KEY ("day")
);

