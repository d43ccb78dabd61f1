// Ordinary South Korean applicants for the false-positive rate: family names drawn by
// their share of the population (Statistics Korea, 2015 census: 김 21.5%, 이 14.7%,
// 박 8.4%, ... rounded), given names common across generations, random dates of birth,
// nationality KOR. Two in three written in Hangul, one in three in Revised Romanisation.
// Some will share a name with a listed North Korean: that is what ordinary names are like.
import { seededRandom } from "../../../common/seeded-random";
import type { Applicant } from "../match-score";
import { revisedRomanisations } from "./korean-forms";

export const FAMILY_SHARES: [string, number][] = [
  ["김", 21.5],
  ["이", 14.7],
  ["박", 8.4],
  ["최", 4.7],
  ["정", 4.3],
  ["강", 2.3],
  ["조", 2.1],
  ["윤", 2.1],
  ["장", 2.0],
  ["임", 1.7],
  ["한", 1.5],
  ["오", 1.5],
  ["서", 1.5],
  ["신", 1.5],
  ["권", 1.4],
  ["황", 1.4],
  ["안", 1.4],
  ["송", 1.3],
  ["류", 1.2],
  ["홍", 1.1],
];
const MALE = [
  "민준",
  "서준",
  "도윤",
  "예준",
  "시우",
  "하준",
  "지호",
  "주원",
  "준우",
  "현우",
  "건우",
  "우진",
  "민재",
  "현준",
  "정우",
  "승현",
  "준혁",
  "영수",
  "영호",
  "영식",
  "정호",
  "상철",
  "성호",
  "성수",
  "상훈",
  "성진",
  "동현",
  "재훈",
  "정훈",
  "지훈",
  "민수",
  "준호",
  "성민",
  "광수",
  "철수",
  "종민",
];
const FEMALE = [
  "서연",
  "서윤",
  "지우",
  "서현",
  "민서",
  "하은",
  "하윤",
  "윤서",
  "지유",
  "지민",
  "채원",
  "수아",
  "다은",
  "예은",
  "영희",
  "정숙",
  "순자",
  "영숙",
  "미경",
  "경희",
  "은정",
  "현주",
  "지영",
  "수진",
  "미영",
  "은영",
  "혜진",
  "지현",
  "수연",
  "정희",
  "명숙",
  "옥순",
];

const pad = (n: number) => String(n).padStart(2, "0");

export function ordinaryKoreans(count = 150, seed = 150): Required<Applicant>[] {
  const random = seededRandom(seed);
  const total = FAMILY_SHARES.reduce((s, [, share]) => s + share, 0);
  const family = () => {
    let x = random.next() * total;
    for (const [name, share] of FAMILY_SHARES) if ((x -= share) < 0) return name;
    return FAMILY_SHARES[0]![0];
  };
  return Array.from({ length: count }, (_, i) => {
    const gender = random.next() < 0.5 ? "male" : "female";
    const hangul = family() + random.pick(gender === "male" ? MALE : FEMALE);
    const name = i % 3 === 2 ? revisedRomanisations(hangul).givenFirst : hangul;
    const dateOfBirth = `${random.int(1950, 2005)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
    return { name, dateOfBirth, nationality: "KOR", gender };
  });
}
