// Realistic perturbations of a listed name, derived by code from an SDN entry at bench time
// (the evaluation set commits uids, kinds and seeds, never OFAC's text). Deterministic:
// the same entry, kind and seed give the same applicant name.
import { seededRandom } from "../../../common/seeded-random";
import { nameTokens } from "../normalise";

export const PERTURBATIONS = [
  "typo",
  "swap",
  "drop-middle",
  "translit",
  "alias-typo",
  "family-comma",
  "hangul",
] as const;
export type Perturbation = (typeof PERTURBATIONS)[number];

/** A deterministic generator: the same seed gives the same perturbation. */
export function seeded(seed: number) {
  const { next } = seededRandom(seed);
  return { next, int: (n: number) => Math.floor(next() * n) };
}

/** "FAMILY, Given Middle" → ["given", "middle", "family"]: as an applicant writes it. */
export function givenFirst(listed: string): string[] {
  const comma = listed.indexOf(",");
  if (comma === -1) return nameTokens(listed);
  return [...nameTokens(listed.slice(comma + 1)), ...nameTokens(listed.slice(0, comma))];
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** One keyboard-style slip in the longest token, never its first letter. */
function typo(tokens: string[], random: ReturnType<typeof seeded>): string[] {
  const i = tokens.reduce((best, t, k) => (t.length > tokens[best]!.length ? k : best), 0);
  const t = tokens[i]!;
  if (t.length < 4) return tokens;
  const at = 1 + random.int(t.length - 1);
  const kind = random.int(4);
  const letter = LETTERS[random.int(26)]!;
  const changed =
    kind === 0
      ? t.slice(0, at) + letter + t.slice(at + 1) // substitution
      : kind === 1
        ? t.slice(0, at) + t.slice(at + 1) // deletion
        : kind === 2
          ? t.slice(0, at) + letter + t.slice(at) // insertion
          : at + 1 < t.length
            ? t.slice(0, at) + t[at + 1] + t[at] + t.slice(at + 2)
            : t.slice(0, at) + letter; // transposition
  return tokens.map((x, k) => (k === i ? changed : x));
}

// Spelling variants seen across transliterations of Arabic, Persian, Russian and Korean names.
const VARIANTS: [RegExp, string][] = [
  [/^mohammad$|^mohammed$|^muhammad$|^mohamed$/, "muhammed"],
  [/^abd(ul|el|al)$/, "abdul"],
  [/ou/, "u"],
  [/oo/, "u"],
  [/ee/, "i"],
  [/kh/, "h"],
  [/^q/, "k"],
  [/q/, "k"],
  [/ai/, "ay"],
  [/ei$/, "ey"],
  [/iy/, "i"],
  [/y$/, "i"],
  [/sch/, "sh"],
  [/ck/, "k"],
  [/ph/, "f"],
  [/ie/, "ye"],
  [/dh/, "z"],
  [/th/, "t"],
  [/aa/, "a"],
  [/uu/, "u"],
  [/w/, "v"],
  [/j/, "dj"],
  [/^yu/, "iu"],
  [/^ya/, "ia"],
  [/eo/, "o"],
  [/^ch/, "j"],
  [/c/, "k"],
  [/x/, "ks"],
];

function translit(tokens: string[]): string[] {
  for (const [pattern, replacement] of VARIANTS) {
    const i = tokens.findIndex((t) => t.length >= 3 && pattern.test(t));
    if (i !== -1) return tokens.map((t, k) => (k === i ? t.replace(pattern, replacement) : t));
  }
  return tokens;
}

export interface ListedName {
  primaryName: string;
  aliases: string[];
}

/** The perturbed name, or undefined when the kind does not apply to this entry. */
export function perturb(
  entry: ListedName,
  kind: Perturbation,
  seed: number,
  hangul?: string,
): string | undefined {
  const random = seeded(seed);
  const tokens = givenFirst(entry.primaryName);
  const changed = (out: string[]) => (out.join(" ") === tokens.join(" ") ? undefined : out.join(" "));
  switch (kind) {
    case "typo":
      return changed(typo(tokens, random));
    case "swap":
      // Family name first without the comma, given names in written order: "ALI Hassan Mohammed".
      return tokens.length >= 2
        ? [tokens.at(-1)!, ...tokens.slice(0, -1)].join(" ").toUpperCase()
        : undefined;
    case "drop-middle":
      return tokens.length >= 3 ? [tokens[0]!, tokens.at(-1)!].join(" ") : undefined;
    case "translit":
      return changed(translit(tokens));
    case "alias-typo": {
      const alias = entry.aliases[random.int(Math.max(entry.aliases.length, 1))];
      return alias ? typo(givenFirst(alias), random).join(" ") : undefined;
    }
    case "family-comma":
      // As a form filled in by hand: "Family, Given" with diacritics lost or added.
      return `${tokens.at(-1)!.toUpperCase()}, ${tokens
        .slice(0, -1)
        .map((t) => t[0]!.toUpperCase() + t.slice(1))
        .join(" ")}`.replace(/a/, "á");
    case "hangul":
      return hangul;
  }
}
