// How a South Korean writes a Korean name on a form: in Hangul with the South Korean
// initial-sound rule on the family name (North Korea writes 리, 류, 렴, 로; the South 이,
// 유, 염, 노), or in Revised Romanisation with the customary family spelling (Lee, Park,
// Choi), family name first ("Lee Byeong-cheol") or given name first as on a passport
// ("BYEONGCHEOL LEE"). Used to build the namesakes evaluation (namesakes.ts).
import { romaniseKoreanName, splitKoreanName } from "../hangul";

const BASE = 0xac00;
const RIEUL = 5;
const NIEUN = 2;
const IEUNG = 11;
// Vowels before which a leading ㄹ or ㄴ is dropped (ㅣ and the y-vowels); before the others ㄹ becomes ㄴ.
const Y_VOWELS = new Set([2, 3, 6, 7, 12, 17, 20]);

function initialSoundRule(syllable: string): string {
  const code = syllable.charCodeAt(0) - BASE;
  if (code < 0 || code > 11171) return syllable;
  const initial = Math.floor(code / 588);
  const vowel = Math.floor((code % 588) / 28);
  const rest = code % 588;
  if (initial === RIEUL)
    return String.fromCharCode(BASE + (Y_VOWELS.has(vowel) ? IEUNG : NIEUN) * 588 + rest);
  if (initial === NIEUN && Y_VOWELS.has(vowel)) return String.fromCharCode(BASE + IEUNG * 588 + rest);
  return syllable;
}

/** 리병철 → 이병철, 량태철 → 양태철; other names unchanged. */
export function southKoreanHangul(name: string): string {
  const { family, given } = splitKoreanName(name);
  return [...family].map((s, i) => (i === 0 ? initialSoundRule(s) : s)).join("") + given;
}

const capital = (t: string) => t[0]!.toUpperCase() + t.slice(1);

/** "Lee Byeong-cheol" and "BYEONGCHEOL LEE" for 이병철. */
export function revisedRomanisations(hangul: string): { familyFirst: string; givenFirst: string } {
  // The first variant is the customary family spelling with the given name in Revised Romanisation.
  const [family, ...given] = romaniseKoreanName(hangul)[0]!.split(" ");
  const hyphenated = capital(given.join("-"));
  return {
    familyFirst: `${capital(family!)} ${hyphenated}`,
    givenFirst: `${given.join("")} ${family}`.toUpperCase(),
  };
}
