// Similarity of two names given as tokens, 0..1, independent of token order. Tokens are
// paired greedily by similarity; a pair counts only above MIN_PAIR. Every token weighs
// by its length (capped), so particles such as "al" or "bin" matter less than names.
// An applicant's token with no partner counts fully against the match; a listed token
// with no partner counts half (lists carry middle names applicants often leave out), and a
// quarter when every one of the applicant's (two or more) tokens found its partner: "Igor
// Sechin" is the listed "SECHIN, Igor Ivanovich" without the patronymic.
// "Jong Un", "Jong-un" and "Jongun" meet through variants with adjacent tokens joined.
import { tokenSimilarity } from "./token-similarity";

const MIN_PAIR = 0.8;
const UNPAIRED_LISTED_WEIGHT = 0.5;
const UNPAIRED_LISTED_WEIGHT_ALL_GIVEN = 0.25;

const weight = (token: string) => Math.min(token.length, 8);

export interface NameComparison {
  similarity: number;
  /** Pairs used, for the explanation: [applicant token, listed token, similarity]. */
  pairs: [string, string, number][];
  unpairedApplicant: string[];
  unpairedListed: string[];
}

export function alignTokens(applicant: string[], listed: string[]): NameComparison {
  const candidates: [number, number, number][] = [];
  for (let i = 0; i < applicant.length; i++) {
    for (let j = 0; j < listed.length; j++) {
      const sim = tokenSimilarity(applicant[i]!, listed[j]!);
      if (sim >= MIN_PAIR) candidates.push([sim, i, j]);
    }
  }
  candidates.sort((x, y) => y[0] - x[0]);
  const usedA = new Set<number>();
  const usedL = new Set<number>();
  const pairs: NameComparison["pairs"] = [];
  let matched = 0;
  let total = 0;
  for (const [sim, i, j] of candidates) {
    if (usedA.has(i) || usedL.has(j)) continue;
    usedA.add(i);
    usedL.add(j);
    const w = (weight(applicant[i]!) + weight(listed[j]!)) / 2;
    matched += sim * w;
    total += w;
    pairs.push([applicant[i]!, listed[j]!, sim]);
  }
  const unpairedApplicant = applicant.filter((_, i) => !usedA.has(i));
  const unpairedListed = listed.filter((_, j) => !usedL.has(j));
  for (const t of unpairedApplicant) total += weight(t);
  const allGiven = unpairedApplicant.length === 0 && applicant.length >= 2;
  for (const t of unpairedListed)
    total += (allGiven ? UNPAIRED_LISTED_WEIGHT_ALL_GIVEN : UNPAIRED_LISTED_WEIGHT) * weight(t);
  return { similarity: total === 0 ? 0 : matched / total, pairs, unpairedApplicant, unpairedListed };
}

/** The tokens, plus each variant with one pair of adjacent short tokens joined. */
export function joinedVariants(tokens: string[]): string[][] {
  const variants = [tokens];
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (tokens[i]!.length <= 5 || tokens[i + 1]!.length <= 5) {
      variants.push([...tokens.slice(0, i), tokens[i]! + tokens[i + 1]!, ...tokens.slice(i + 2)]);
    }
  }
  return variants;
}

/** The variants may be given when worked out already (screening: once per name). */
export function compareNames(
  applicant: string[],
  listed: string[],
  applicantVariants?: string[][],
  listedVariants?: string[][],
): NameComparison {
  let best = alignTokens(applicant, listed);
  if (best.similarity === 1) return best;
  // Joining only helps when the token counts differ.
  if (applicant.length !== listed.length) {
    const [aVariants, lVariants] =
      applicant.length > listed.length
        ? [applicantVariants ?? joinedVariants(applicant), [listed]]
        : [[applicant], listedVariants ?? joinedVariants(listed)];
    for (const a of aVariants) {
      for (const l of lVariants) {
        if (a === applicant && l === listed) continue;
        const c = alignTokens(a, l);
        if (c.similarity > best.similarity) best = c;
      }
    }
  }
  return best;
}

// Scratch space of similarityOnly: screening compares hundreds of names per applicant, and
// building the explanation of each (pairs, unpaired tokens) cost more than comparing them.
const MAX_PAIRS = 1024;
const pairSim = new Float64Array(MAX_PAIRS);
const pairA = new Int32Array(MAX_PAIRS);
const pairL = new Int32Array(MAX_PAIRS);
const order = new Int32Array(MAX_PAIRS);

/**
 * alignTokens(applicant, listed).similarity, to the last bit, without the explanation; or, as
 * soon as the applicant's tokens without any partner prove it below `floor`, -1. The bound:
 * the similarity is at most P / (P + U), where U weighs the applicant's tokens no listed token
 * pairs with (each counts fully against the match) and P the most the other tokens' pairs can
 * weigh (similarity at most 1, a pair's weight at most the mean with the heaviest listed token).
 */
function alignedSimilarity(applicant: string[], listed: string[], floor: number): number {
  if (applicant.length > 30 || listed.length > 30 || applicant.length * listed.length > MAX_PAIRS)
    return alignTokens(applicant, listed).similarity;
  let heaviestListed = 0;
  for (const t of listed) heaviestListed = Math.max(heaviestListed, weight(t));
  let possible = 0;
  for (const t of applicant) possible += (weight(t) + heaviestListed) / 2;
  let unpairable = 0;
  let k = 0;
  for (let i = 0; i < applicant.length; i++) {
    let pairs = false;
    for (let j = 0; j < listed.length; j++) {
      const sim = tokenSimilarity(applicant[i]!, listed[j]!);
      if (sim >= MIN_PAIR) {
        pairs = true;
        pairSim[k] = sim;
        pairA[k] = i;
        pairL[k] = j;
        // Insertion sort, most similar first, equal ones in the order met (as alignTokens' stable sort).
        let at = k;
        while (at > 0 && pairSim[order[at - 1]!]! < sim) {
          order[at] = order[at - 1]!;
          at--;
        }
        order[at] = k++;
      }
    }
    if (!pairs) {
      unpairable += weight(applicant[i]!);
      possible -= (weight(applicant[i]!) + heaviestListed) / 2;
      if (possible / (possible + unpairable) < floor) return -1;
    }
  }
  let usedA = 0;
  let usedL = 0;
  let matched = 0;
  let total = 0;
  for (let x = 0; x < k; x++) {
    const p = order[x]!;
    const i = pairA[p]!;
    const j = pairL[p]!;
    if (usedA & (1 << i) || usedL & (1 << j)) continue;
    usedA |= 1 << i;
    usedL |= 1 << j;
    const w = (weight(applicant[i]!) + weight(listed[j]!)) / 2;
    matched += pairSim[p]! * w;
    total += w;
  }
  let unpairedApplicant = 0;
  for (let i = 0; i < applicant.length; i++)
    if (!(usedA & (1 << i))) {
      total += weight(applicant[i]!);
      unpairedApplicant++;
    }
  const allGiven = unpairedApplicant === 0 && applicant.length >= 2;
  for (let j = 0; j < listed.length; j++)
    if (!(usedL & (1 << j)))
      total += (allGiven ? UNPAIRED_LISTED_WEIGHT_ALL_GIVEN : UNPAIRED_LISTED_WEIGHT) * weight(listed[j]!);
  return total === 0 ? 0 : matched / total;
}

/** compareNames(...).similarity, to the last bit, when it is at least `floor`; otherwise some
 * value below `floor`. What screening needs of most candidates. */
export function similarityOnly(
  applicant: string[],
  listed: string[],
  floor: number,
  applicantVariants?: string[][],
  listedVariants?: string[][],
): number {
  let best = alignedSimilarity(applicant, listed, floor);
  if (best === 1 || applicant.length === listed.length) return best;
  const [aVariants, lVariants] =
    applicant.length > listed.length
      ? [applicantVariants ?? joinedVariants(applicant), [listed]]
      : [[applicant], listedVariants ?? joinedVariants(listed)];
  for (const a of aVariants) {
    for (const l of lVariants) {
      if (a === applicant && l === listed) continue;
      const c = alignedSimilarity(a, l, floor);
      if (c > best) best = c;
    }
  }
  return best;
}
