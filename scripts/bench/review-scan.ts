// One queue scan read as the browser reads it (NDJSON from /api/submissions/scan), timed:
// when the first `firstOf` matches arrived, and when the whole answer ended.
import { fetch } from "undici";
import type { RunningPrograms } from "./review-programs";

export interface ScanEnd {
  scanned: number;
  matched: number;
  stop: string;
}

export async function timedScan(programs: RunningPrograms, cookie: string, query: string, firstOf = 50) {
  const started = performance.now();
  const response = await fetch(`${programs.dashboardUrl}/api/submissions/scan?${query}`, {
    headers: { cookie },
  });
  let first = NaN;
  let buffered = "";
  let end: ScanEnd | undefined;
  const decoder = new TextDecoder();
  for await (const chunk of response.body!) {
    buffered += decoder.decode(chunk, { stream: true });
    const lines = buffered.split("\n");
    buffered = lines.pop()!;
    for (const line of lines.filter(Boolean)) {
      const event = JSON.parse(line) as { type: string } & ScanEnd;
      if (Number.isNaN(first) && event.matched >= firstOf) first = performance.now() - started;
      if (event.type === "end") end = event;
      if (event.type === "error") throw new Error(`scan failed: ${line}`);
    }
  }
  if (!end) throw new Error(`scan of ${query} ended without its end line`);
  return { first, total: performance.now() - started, end };
}
