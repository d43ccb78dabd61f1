// Customary romanisations of Korean family names, most common first. Spellings shared by
// several Hangul names (Lee for 이 and 리) are what let romanised variants find each
// other: scoring treats two spellings of one family name as near-equal tokens.
const TABLE: Record<string, string[]> = {
  김: ["kim", "gim"],
  이: ["lee", "yi", "rhee", "ri", "i"],
  리: ["ri", "lee", "yi", "rhee"],
  박: ["park", "pak", "bak"],
  최: ["choi", "choe"],
  정: ["jung", "jeong", "chung", "chong", "jong"],
  강: ["kang", "gang"],
  조: ["cho", "jo"],
  윤: ["yoon", "yun"],
  장: ["jang", "chang"],
  임: ["lim", "im", "rim"],
  림: ["rim", "lim", "im"],
  한: ["han"],
  오: ["oh", "o"],
  서: ["seo", "suh", "so"],
  신: ["shin", "sin"],
  권: ["kwon", "gwon"],
  황: ["hwang"],
  안: ["ahn", "an"],
  송: ["song"],
  류: ["ryu", "yoo", "yu", "ryoo"],
  유: ["yoo", "yu"],
  홍: ["hong"],
  전: ["jeon", "jun", "chun", "chon", "jon"],
  고: ["ko", "go"],
  문: ["moon", "mun"],
  양: ["yang"],
  손: ["son", "sohn"],
  배: ["bae", "pae"],
  백: ["baek", "paek", "paik", "pak"],
  허: ["heo", "hur", "ho"],
  노: ["noh", "roh", "no", "ro"],
  로: ["ro", "roh", "no"],
  남: ["nam"],
  심: ["shim", "sim"],
  하: ["ha"],
  곽: ["kwak", "gwak"],
  성: ["sung", "seong", "song"],
  차: ["cha"],
  주: ["joo", "ju", "chu"],
  우: ["woo", "u"],
  구: ["koo", "ku", "gu"],
  민: ["min"],
  나: ["na", "ra"],
  라: ["ra", "na"],
  진: ["jin", "chin"],
  지: ["ji", "chi"],
  엄: ["eom", "um", "om"],
  채: ["chae"],
  원: ["won"],
  천: ["cheon", "chun", "chon"],
  방: ["bang", "pang"],
  공: ["kong", "gong"],
  현: ["hyun", "hyeon", "hyon"],
  함: ["ham"],
  변: ["byun", "byeon", "pyon"],
  염: ["yeom", "yum"],
  렴: ["ryom", "yeom"],
  여: ["yeo", "yo"],
  추: ["chu", "choo"],
  도: ["do", "to"],
  소: ["so"],
  석: ["seok", "suk", "sok"],
  선: ["sun", "seon", "son"],
  설: ["seol", "sul", "sol"],
  마: ["ma"],
  길: ["gil", "kil"],
  연: ["yeon", "yun", "yon"],
  위: ["wi", "wee"],
  표: ["pyo"],
  명: ["myung", "myeong", "myong"],
  기: ["ki", "gi"],
  반: ["ban", "pan"],
  왕: ["wang"],
  금: ["keum", "geum", "kum"],
  옥: ["ok"],
  육: ["yook", "yuk"],
  인: ["in"],
  맹: ["maeng"],
  제: ["je"],
  모: ["mo"],
  탁: ["tak"],
  국: ["kook", "guk", "kuk"],
  은: ["eun", "un"],
  편: ["pyun", "pyeon", "pyon"],
  용: ["yong"],
  봉: ["bong", "pong"],
  경: ["kyung", "gyeong", "kyong"],
  태: ["tae"],
  승: ["seung", "sung"],
  남궁: ["namgoong", "namgung"],
  황보: ["hwangbo"],
  제갈: ["jegal"],
  선우: ["sunwoo", "seonu"],
  독고: ["dokgo"],
  사공: ["sagong"],
};

export const FAMILY_SPELLINGS = new Map(Object.entries(TABLE));
export const COMPOUND_FAMILY_NAMES = new Set(Object.keys(TABLE).filter((k) => k.length === 2));

const rowsOfSpelling = new Map<string, Set<number>>();
[...FAMILY_SPELLINGS.values()].forEach((spellings, row) => {
  for (const s of spellings) {
    // One-letter spellings (i, o, u) would pair unrelated tokens such as initials.
    if (s.length < 2) continue;
    if (!rowsOfSpelling.has(s)) rowsOfSpelling.set(s, new Set());
    rowsOfSpelling.get(s)!.add(row);
  }
});

/** True when both are customary spellings of one Korean family name (Lee and Rhee, Park and Pak). */
export function sameKoreanFamilyName(a: string, b: string): boolean {
  const rowsA = rowsOfSpelling.get(a);
  const rowsB = rowsOfSpelling.get(b);
  if (!rowsA || !rowsB) return false;
  for (const row of rowsA) if (rowsB.has(row)) return true;
  return false;
}
