// A separate dashboard-like process for the concurrency tests: appends `count` audit events
// to the database at `url` through the real appendAuditEvent under the chain key it is given
// (the test's own random key), several at a time as a server under load does, then prints how
// many it wrote. As in a Next.js build, where lib/database/dashboard-db.ts is bundled into
// several server chunks, the client is opened through another copy of that module than the
// one chain.ts imports: whatever decides the locking must be the same in every copy.
import { appendAuditEvent } from "../../lib/audit/chain";
import type { createDb as CreateDb } from "../../lib/database/dashboard-db";
import { testAuditEvent } from "./audit-event";

const [url, countText, name, chainKey] = process.argv.slice(2);
const inFlight = 8;
const otherCopy = new URL("../../lib/database/dashboard-db.ts?copy=another-chunk", import.meta.url).href;
const { createDb } = (await import(otherCopy)) as { createDb: typeof CreateDb };
const db = createDb(url!);
let written = 0;
let next = 0;
const total = Number(countText);
await Promise.all(
  Array.from({ length: inFlight }, async () => {
    for (let n = next++; n < total; n = next++) {
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
  }),
);
await db.$disconnect();
console.log(JSON.stringify({ written }));
