import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { woffToSfnt } from "./woff-to-sfnt";

describe("woffToSfnt", () => {
  it("unwraps a fontsource WOFF into an sfnt with the same tables", () => {
    const dir = path.dirname(createRequire(import.meta.url).resolve("@fontsource/noto-sans-kr/package.json"));
    const woff = readFileSync(path.join(dir, "files", "noto-sans-kr-latin-400-normal.woff"));
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    const numTables = sfnt.readUInt16BE(4);
    expect(numTables).toBe(woff.readUInt16BE(12));
    const tags = Array.from({ length: numTables }, (_, i) =>
      sfnt.toString("latin1", 12 + i * 16, 16 + i * 16),
    );
    expect(tags).toEqual(expect.arrayContaining(["cmap", "glyf", "head", "name"]));
    // head.magicNumber sits 12 bytes into the head table.
    const head = tags.indexOf("head");
    expect(sfnt.readUInt32BE(sfnt.readUInt32BE(12 + head * 16 + 8) + 12)).toBe(0x5f0f3cf5);
  });

  it("refuses what is not WOFF", () => {
    expect(() => woffToSfnt(Buffer.from("not a font at all, not at all"))).toThrow(/WOFF/);
  });
});
