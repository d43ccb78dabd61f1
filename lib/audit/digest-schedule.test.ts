// Digests by count survive gaps in seq: PostgreSQL uses up a sequence number for every failed
// insert, so the event whose seq is the multiple may never exist. A digest is written by the
// append that takes the chain past a multiple of AUDIT_DIGEST_EVERY, whatever its own seq.
import { describe, expect, it } from "vitest";
import { passesDigestPoint } from "./digest-schedule";

describe("passesDigestPoint", () => {
  it("is the append that passes a multiple, also when the multiple itself is a gap", () => {
    const appends: [number, number][] = [
      [999, 998], // below the first multiple
      [1002, 999], // 1000 and 1001 were used up by failed inserts
      [1003, 1002], // already past 1000
      [2000, 1003], // exactly on the next multiple
      [2001, 2000],
    ];
    expect(appends.filter(([seq, prev]) => passesDigestPoint(seq, prev, 1000))).toEqual([
      [1002, 999],
      [2000, 1003],
    ]);
  });

  it("is one digest for an append that jumps past several multiples", () => {
    expect(passesDigestPoint(5004, 2001, 1000)).toBe(true);
    expect(passesDigestPoint(5005, 5004, 1000)).toBe(false);
  });
});
