// The queue's progress line: what was scanned and found, never a total that was not counted.
import type { ScanState } from "./use-scan";

const count = (n: number) => n.toLocaleString("en-US");

export function describeProgress(state: ScanState, filtered: boolean): string {
  const matches = `${count(state.matched)} ${state.matched === 1 ? "match" : "matches"}`;
  if (!filtered) {
    if (state.phase !== "done") return "Loading submissions…";
    return `${count(state.matched)} ${state.matched === 1 ? "submission" : "submissions"}, newest first${state.next ? "; more on the next page." : "; no more after these."}`;
  }
  if (state.phase === "done")
    return `Scanned ${count(state.scanned)} submissions, ${matches}${describeStop(state.stop)}`;
  return `Scanning… ${count(state.scanned)} submissions scanned, ${matches} so far.`;
}

function describeStop(stop: string): string {
  if (stop === "page_full") return " (page full; more may follow).";
  if (stop === "budget") return ": the scan paused here. Continue to scan further.";
  return "; no more submissions to scan.";
}
