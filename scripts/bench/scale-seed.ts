// The scale bench's submissions: the service bench's rows (service-seed.ts), 1 in 100 pending,
// with names unique enough that the duplicate rule finds only what a real queue would: a few
// planted pairs (an approved first account and a pending second one, name reversed).
import type { Submission } from "../../kyc-service/generated/prisma/sqlite/client";

export const pendingEvery = 100;
const syllables = [
  "min",
  "seo",
  "ji",
  "ha",
  "do",
  "yun",
  "eun",
  "woo",
  "su",
  "ye",
  "jun",
  "hyo",
  "tae",
  "na",
  "ra",
  "bin",
];

/** A given name from the row number: 16^4 combinations, so namesakes are rare. */
export function givenName(i: number): string {
  let n = i;
  let name = "";
  for (let k = 0; k < 4; k++) {
    name += syllables[n % 16];
    n = Math.floor(n / 16);
  }
  return name[0]!.toUpperCase() + name.slice(1);
}

/** Pairs planted every `pairEvery` rows: row i approved, row i + 1 pending with the name reversed. */
export const pairEvery = 50_000;

export function scaleShape(row: Submission, i: number): Submission {
  const surname = row.name!.split(" ")[0]!;
  const status =
    i % pendingEvery === 0 ? "pending" : i % 7 === 0 ? "incomplete" : i % 5 === 0 ? "rejected" : "approved";
  const shaped = { ...row, name: `${surname} ${givenName(i)}`, kycResult: status };
  if (i % pairEvery === 1) return { ...shaped, name: `${surname} Pair${i}`, kycResult: "approved" };
  if (i % pairEvery === 2) {
    const first = i - 1;
    return {
      ...shaped,
      name: `PAIR${first} ${surname.toUpperCase()}`,
      kycResult: "pending",
      gender: first % 2 ? "male" : "female",
      dateOfBirth: `19${60 + (first % 40)}-0${1 + (first % 9)}-1${first % 10}`,
    };
  }
  return shaped;
}
