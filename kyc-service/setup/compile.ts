// The service runs as one precompiled ES module rather than through tsx: tsx's loader (its
// hooks thread, transformed sources and source maps) held memory the service needs for
// uploads (docs/kyc-service.md, "Where the memory goes"). Every launcher compiles first (esbuild, well under a second), so the bundle is never
// stale. Packages stay external; `import.meta.url`/`dirname`/`filename` keep naming each
// source file, so paths next to the sources (migrations, demo lists, the face worker) resolve
// as before.
import { readFile, rename, writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";

const root = path.resolve(import.meta.dirname, "../..");
/** Where the bundle goes: a cache, rebuilt by every launch. */
export const compiledService = path.join(root, "node_modules", ".cache", "kyc-service", "main.mjs");

const importMetaOfSource: Plugin = {
  name: "import-meta-of-source",
  setup(builder) {
    builder.onLoad({ filter: /\.[cm]?[jt]s$/ }, async ({ path: file }) => {
      if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(file, "utf8");
      const contents = source
        .replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(file).href))
        .replace(/\bimport\.meta\.dirname\b/g, JSON.stringify(path.dirname(file)))
        .replace(/\bimport\.meta\.filename\b/g, JSON.stringify(file));
      return { contents, loader: /\.[cm]?ts$/.test(file) ? "ts" : "js" };
    });
  },
};

/** Bundles kyc-service/main.ts into `compiledService` and returns its path. */
export function compileService(): Promise<string> {
  return bundleForNode(path.join(root, "kyc-service", "main.ts"), compiledService);
}

/**
 * Bundles one TypeScript entry of this repository into one ES module for node, packages left
 * external. `emptyModules` are bare imports replaced by an empty module (the dashboard's
 * `server-only` marker, which throws outside Next.js's server bundles).
 */
export async function bundleForNode(
  entry: string,
  outFile: string,
  emptyModules: readonly string[] = [],
): Promise<string> {
  const empty: Plugin = {
    name: "empty-modules",
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, ({ path: name }) =>
        emptyModules.includes(name) ? { path: name, namespace: "empty-module" } : undefined,
      );
      builder.onLoad({ filter: /.*/, namespace: "empty-module" }, () => ({ contents: "", loader: "js" }));
    },
  };
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    write: false,
    logLevel: "silent",
    // Bundled CommonJS-style code and createRequire users expect `require`.
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
    },
    plugins: [empty, importMetaOfSource],
    absWorkingDir: root,
  });
  await mkdir(path.dirname(outFile), { recursive: true });
  // Written aside, then renamed: launchers may compile at the same time.
  const temporary = `${outFile}.${process.pid}.tmp`;
  await writeFile(temporary, result.outputFiles[0]!.contents);
  await rename(temporary, outFile);
  return outFile;
}

// `npm run service` compiles with this, then runs the bundle with node.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await compileService();
}
