// Makes the npm-shipped Noto Sans KR visible to librsvg (sharp's SVG renderer) through
// fontconfig, so specimens render the same on every machine without fetching fonts.
// fontconfig reads FONTCONFIG_FILE once, at its first use in the process: call this
// before the first SVG with text is rendered.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { woffToSfnt } from "../../common/fonts/woff-to-sfnt";

export const SPECIMEN_FONT = "Noto Sans KR";

// The "korean" subset holds every Hangul syllable plus ASCII in one file. woff, not
// woff2: unwrapping woff needs only zlib (see woff.ts).
// fontsource cut these files from the variable font, and their name table says "Thin";
// the files hold the regular and bold instances.
const FAMILY_IN_FILES = "Noto Sans KR Thin";
const files = ["noto-sans-kr-korean-400-normal.woff", "noto-sans-kr-korean-700-normal.woff"];

let configured = false;

export function installSpecimenFonts(): void {
  if (configured) return;
  const require = createRequire(import.meta.url);
  const fontDir = path.join(path.dirname(require.resolve("@fontsource/noto-sans-kr/package.json")), "files");
  const dir = path.join(os.tmpdir(), `kyc-specimen-fonts-${process.getuid?.() ?? "user"}`);
  const fonts = path.join(dir, "fonts");
  mkdirSync(fonts, { recursive: true });
  for (const file of files) {
    const target = path.join(fonts, file.replace(/\.woff$/, ".otf"));
    if (!existsSync(target)) writeFileSync(target, woffToSfnt(readFileSync(path.join(fontDir, file))));
  }
  const config = path.join(dir, "fonts.conf");
  // The system configuration is kept (when present) so other text in this process still
  // finds its fonts; ours is added on top.
  writeFileSync(
    config,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${fonts}</dir>
  <alias binding="same"><family>${SPECIMEN_FONT}</family><prefer><family>${FAMILY_IN_FILES}</family></prefer></alias>
  <cachedir>${path.join(dir, "cache")}</cachedir>
</fontconfig>
`,
  );
  process.env.FONTCONFIG_FILE = config;
  configured = true;
}
