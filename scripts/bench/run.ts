// `npm run bench`: every benchmark, one figure per line, each with the baseline measured
// in the same run. `npm run bench -- client aml` runs only those.
import type { Report } from "./measure";

const suites: Record<string, () => Promise<{ bench: (report: Report) => Promise<void> }>> = {
  client: () => import("./client"),
  service: () => import("./service"),
  places: () => import("./places"),
  faces: () => import("./faces"),
  prestep2: () => import("./prestep2"),
  ocr: () => import("./ocr"),
  step2: () => import("./step2"),
  review: () => import("./review"),
  inflow: () => import("./inflow"),
  scale: () => import("./scale"),
  audit: () => import("./audit"),
  aml: () => import("./aml"),
  "aml-rescreen": () => import("./aml-rescreen"),
  lighthouse: () => import("./lighthouse"),
};

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
const unknown = wanted.filter((name) => !(name in suites));
if (unknown.length) {
  console.error(`unknown bench ${unknown.join(", ")}; available: ${Object.keys(suites).join(", ")}`);
  process.exit(2);
}

const report: Report = (name, value, baseline) =>
  console.log(`${name}: ${value}${baseline ? `  (baseline: ${baseline})` : ""}`);

let failed = false;
for (const name of wanted.length ? wanted : Object.keys(suites)) {
  const started = Date.now();
  try {
    const suite = await suites[name]!();
    await suite.bench(report);
    console.log(`# ${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    failed = true;
    console.error(`# ${name} FAILED: ${error instanceof Error ? error.stack : String(error)}`);
  }
}
process.exit(failed ? 1 : 0);
