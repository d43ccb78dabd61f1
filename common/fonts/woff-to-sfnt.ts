// WOFF 1.0 to a plain TrueType/OpenType file. @fontsource ships WOFF only, and neither of our
// font users wants the wrapper: fontkit (under pdfkit, the AML report) re-inflates a WOFF table
// on every access (seconds per report instead of milliseconds once inflated), and HarfBuzz (librsvg's shaper, the specimen generator) cannot read WOFF at all. Format: https://www.w3.org/TR/WOFF/ (header 44 bytes, 20-byte table entries).
import { inflateSync } from "node:zlib";

const pad4 = (n: number) => (n + 3) & ~3;

const tagName = (tag: number) =>
  String.fromCharCode(tag >>> 24, (tag >>> 16) & 255, (tag >>> 8) & 255, tag & 255);

/** `drop`: tables to leave out (e.g. GSUB/GPOS, whose shaping a report does not need). */
export function woffToSfnt(woff: Buffer, drop: string[] = []): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 font");
  const flavor = woff.readUInt32BE(4);
  const entries = Array.from({ length: woff.readUInt16BE(12) }, (_, i) => 44 + i * 20).filter(
    (at) => !drop.includes(tagName(woff.readUInt32BE(at))),
  );
  const tables = entries.map((at) => {
    const [offset, compLength, origLength] = [
      woff.readUInt32BE(at + 4),
      woff.readUInt32BE(at + 8),
      woff.readUInt32BE(at + 12),
    ];
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength)
      throw new Error(
        `WOFF table ${tagName(woff.readUInt32BE(at))} inflated to ${data.length} bytes, expected ${origLength}`,
      );
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });
  const numTables = tables.length;
  // sfnt header: the binary-search fields as the OpenType spec defines them.
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const headerSize = 12 + 16 * numTables;
  const out = Buffer.alloc(headerSize + tables.reduce((sum, t) => sum + pad4(t.data.length), 0));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerSize;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += pad4(t.data.length);
  });
  return out;
}
