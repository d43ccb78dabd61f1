-- CreateTable
CREATE TABLE "ReconcileWindow" (
    "day" TEXT NOT NULL PRIMARY KEY,
    "startedAt" DATETIME NOT NULL,
    "cursorId" TEXT,
    "cursorAt" TEXT
);

