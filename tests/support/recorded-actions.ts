// The audit action names the code records, found by reading the source: `audit: "x.y"` in an
// action, `action: "x.y"` in recordAudit or a read. For tests that every one has its words.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

export function recordedActions(): Set<string> {
  const found = new Set<string>();
  for (const file of ["lib", "app", "components"].flatMap((d) => sourceFiles(path.resolve(d))))
    for (const m of readFileSync(file, "utf8").matchAll(/\b(?:audit|action): "([a-z_]+\.[a-z_]+)"/g))
      found.add(m[1]!);
  return found;
}
