// The applicants the re-screen bench stores: as varied as a large customer base, since a
// re-screen works out each distinct name once (kyc-service/aml/bulk-screening.ts) and a
// bench of a few hundred names would measure only that memory. Nine in ten are South
// Koreans: a family name by its census share (evaluation/ordinary-korean.ts), a given name of
// two syllables from 60 common ones (3,600 given names), written in Hangul (two thirds) or
// Revised Romanisation either way round; one in ten another nationality, a given name and a
// family name from different people of evaluation/negatives.json. None is written after a
// listed person, so nearly all are "no match", as in a real customer base.
import type { Random } from "../../common/seeded-random";
import { loadNegatives } from "../../kyc-service/aml/evaluation/evaluate";
import { revisedRomanisations } from "../../kyc-service/aml/evaluation/korean-forms";
import { FAMILY_SHARES } from "../../kyc-service/aml/evaluation/ordinary-korean";

const SYLLABLES = [
  ..."민준서연지호하윤도우은수예현진영성정희숙경미혜주재훈상철동광종승태원석용기명순옥자선나유채다아빈혁규범찬한건시효소보인환",
];
const TOTAL_SHARE = FAMILY_SHARES.reduce((s, [, share]) => s + share, 0);
const pad = (n: number) => String(n).padStart(2, "0");

export interface BenchPerson {
  name: string;
  dateOfBirth: string;
  nationality: string;
  gender: "male" | "female";
}

export function benchPeople(random: Random): () => BenchPerson {
  const others = loadNegatives()
    .filter((n) => n.nationality !== "KOR")
    .map((n) => {
      const tokens = n.name.includes(",")
        ? [n.name.split(",")[1]!.trim(), n.name.split(",")[0]!.trim()]
        : [n.name.split(" ")[0]!, n.name.split(" ").slice(1).join(" ")];
      return { given: tokens[0]!, family: tokens[1]!, nationality: n.nationality };
    });
  const family = () => {
    let x = random.next() * TOTAL_SHARE;
    for (const [name, share] of FAMILY_SHARES) if ((x -= share) < 0) return name;
    return FAMILY_SHARES[0]![0];
  };
  return () => {
    const gender = random.next() < 0.5 ? "male" : "female";
    const dateOfBirth = `${random.int(1940, 2006)}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
    if (random.next() < 0.1) {
      const a = random.pick(others);
      const b = random.pick(others.filter((o) => o.nationality === a.nationality));
      return { name: `${a.given} ${b.family}`, dateOfBirth, nationality: a.nationality, gender };
    }
    const hangul = family() + random.pick(SYLLABLES) + random.pick(SYLLABLES);
    const writing = random.int(0, 5);
    const romanised = writing >= 4 ? revisedRomanisations(hangul) : undefined;
    const name = !romanised ? hangul : writing === 4 ? romanised.familyFirst : romanised.givenFirst;
    return { name, dateOfBirth, nationality: "KOR", gender };
  };
}
