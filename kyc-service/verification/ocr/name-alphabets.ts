// The marked letters each state's names are written with, beyond A-Z. A reading model that
// lacks a letter reads its nearest neighbour (a French model reads the Icelandic Ó as Ô) and
// the neighbour transliterates the same way, so a printed name is only believed when every
// marked letter belongs to the holder's national alphabet. States not listed get no
// restoration: their names are taken as the MRZ writes them.
const ALPHABETS: Record<string, string> = {
  AUT: "ÄÖÜ",
  BEL: "ÀÂÄÇÈÉÊËÎÏÔÖÛÜ",
  CHE: "ÀÂÄÇÈÉÊËÎÏÔÖÙÛÜ",
  CZE: "ÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ",
  DEU: "ÄÖÜ",
  DNK: "ÅÆØÉ",
  ESP: "ÁÉÍÑÓÚÜ",
  EST: "ÄÕÖÜŠŽ",
  FIN: "ÄÅÖ",
  FRA: "ÀÂÆÇÈÉÊËÎÏÔŒÙÛÜŸ",
  HRV: "ČĆĐŠŽ",
  HUN: "ÁÉÍÓÖŐÚÜŰ",
  ISL: "ÁÐÉÍÓÚÝÞÆÖ",
  ITA: "ÀÈÉÌÍÎÒÓÙÚ",
  LTU: "ĄČĘĖĮŠŲŪŽ",
  LUX: "ÄÉËÖÜ",
  LVA: "ĀČĒĢĪĶĻŅŠŪŽ",
  NLD: "ÁÄÉËÍÏÓÖÚÜ",
  NOR: "ÅÆØÉ",
  POL: "ĄĆĘŁŃÓŚŹŻ",
  PRT: "ÀÁÂÃÇÉÊÍÓÔÕÚ",
  ROU: "ĂÂÎȘȚŞŢ",
  SVK: "ÁÄČĎÉÍĹĽŇÓÔŔŠŤÚÝŽ",
  SVN: "ČŠŽ",
  SWE: "ÅÄÖÉ",
  TUR: "ÇĞİÖŞÜ",
};

/** Whether names of this nationality (ISO alpha-3) may carry marked letters we check. */
export const hasMarkedLetters = (nationality: string | undefined): boolean =>
  Boolean(nationality && ALPHABETS[nationality]);

/** Every letter outside A-Z in the word belongs to the nationality's alphabet. */
export function inNationalAlphabet(word: string, nationality: string): boolean {
  const alphabet = ALPHABETS[nationality];
  if (!alphabet) return false;
  return [...word].every((letter) => /[A-Z]/.test(letter) || alphabet.includes(letter));
}
