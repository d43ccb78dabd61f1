// Writes specimen documents and their ground truth to a folder, to look at or to feed
// to the service by hand:
//   npx tsx scripts/specimens/cli.ts [--kind passport] [--count 4] [--degraded] [--out .data/specimens]
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { realisticDegrade, renderSpecimen, SPECIMEN_KINDS, type SpecimenKind } from "./index";

const { values } = parseArgs({
  options: {
    kind: { type: "string" },
    count: { type: "string", default: "1" },
    degraded: { type: "boolean", default: false },
    out: { type: "string", default: ".data/specimens" },
  },
});

const kinds = values.kind ? [values.kind] : [...SPECIMEN_KINDS];
const unknown = kinds.filter((kind) => !(SPECIMEN_KINDS as readonly string[]).includes(kind));
const count = Number(values.count);
if (unknown.length || !Number.isInteger(count) || count < 1) {
  console.error(`usage: --kind one of ${SPECIMEN_KINDS.join(", ")}; --count a positive integer`);
  process.exit(2);
}
mkdirSync(values.out, { recursive: true });
for (const kind of kinds as SpecimenKind[]) {
  for (let seed = 1; seed <= count; seed++) {
    const specimen = await renderSpecimen({
      kind,
      seed,
      degrade: values.degraded ? realisticDegrade(seed) : undefined,
    });
    const base = path.join(values.out, `${kind}-${seed}`);
    writeFileSync(`${base}.${specimen.mimeType === "image/jpeg" ? "jpg" : "png"}`, specimen.image);
    writeFileSync(
      `${base}.json`,
      `${JSON.stringify({ fields: specimen.fields, truth: specimen.truth }, null, 2)}\n`,
    );
    console.log(base);
  }
}
