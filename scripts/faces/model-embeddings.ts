// Embeddings of the deepface photos under every ID condition for one candidate model,
// computed in a child process (human keeps its models in module state: one model per
// process) and cached in `cacheDir` between runs.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { CandidateName } from "./candidates";
import type { EmbeddingTable } from "./embed-set";

export function modelEmbeddings(model: CandidateName, cacheDir: string): EmbeddingTable {
  const cacheFile = path.join(cacheDir, `faces-compare-${model.replace(/\W+/g, "-")}.json`);
  const script = path.join(import.meta.dirname, "embed-model.ts");
  execFileSync(process.execPath, ["--import", "tsx", script, "--model", model, "--cache", cacheFile], {
    stdio: "inherit",
  });
  return JSON.parse(readFileSync(cacheFile, "utf8")) as EmbeddingTable;
}

/** `--cache DIR` or `--cache=DIR` on the command line (the bench runner takes only the second), else `fallback`. */
export function cacheDirArg(fallback: string): string {
  const joined = process.argv.find((arg) => arg.startsWith("--cache="));
  if (joined) return joined.slice("--cache=".length);
  const at = process.argv.indexOf("--cache");
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}
