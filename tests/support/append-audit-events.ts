// A separate dashboard-like process for the concurrency tests: appends `count` audit events
// to the database at `url` through the real appendAuditEvent under the chain key it is given
// (the test's own random key), then prints how many it wrote.
import { appendAuditEvent } from "../../lib/audit/chain";
import { createDb } from "../../lib/database/dashboard-db";
import { testAuditEvent } from "./audit-event";

const [url, countText, name, chainKey] = process.argv.slice(2);
const db = createDb(url!);
let written = 0;
for (let n = 0; n < Number(countText); n++) {
  await appendAuditEvent(
    db,
    testAuditEvent({
      actorId: name!,
      actorEmail: null,
      action: "test.concurrent_append",
      targetId: `${name}-${n}`,
    }),
    chainKey!,
  );
  written++;
}
await db.$disconnect();
console.log(JSON.stringify({ written }));
