// What Monitoring lists, as a query of the case index (no scan of anything else): decided here
// (approved or rejected, with the decision's time) and an AML result that changed upstream
// after that decision and after the change the last closed alert covered.
import type { Prisma } from "../../generated/prisma/sqlite/client";
import { db } from "../db";

export function monitoringWhere(): Prisma.IndexedSubmissionWhereInput {
  const fields = db().indexedSubmission.fields;
  return {
    status: { in: ["approved", "rejected"] },
    decidedAt: { not: null },
    amlChangedAt: { not: null, gt: fields.decidedAt },
    OR: [{ monitorSettledAt: null }, { amlChangedAt: { gt: fields.monitorSettledAt } }],
  };
}
