// The planner's statistics once the first build has filled the index. PostgreSQL plans from
// them: with none (the table was empty when last analysed) it takes "decidedAt IS NOT NULL" for
// a third of a million rows and counts Decided by reading the whole table (145 ms at 1,000,000
// against 1 ms, and the six tab counts 180-310 ms against about 95). Autovacuum would analyse
// the table later, while reviewers already use the views; this does it at once. SQLite is left
// without statistics on purpose: its planner picks the intended indexes without them
// (docs/case-index.md), and ANALYZE there could change that.
import "server-only";
import { isPostgres, type Db } from "../database/dashboard-db";

export async function refreshPlannerStatistics(database: Db): Promise<void> {
  if (!isPostgres(database)) return;
  await database.$executeRawUnsafe(`ANALYZE "IndexedSubmission", "IndexedSearchTerm"`);
}
