// Where each field sits in a TD3 (passport, 2 x 44) and a TD1 (ID card, 3 x 30) zone,
// per ICAO 9303 parts 4 and 5. [line, start, end) spans; check digits by position.
export type MrzFormat = "TD3" | "TD1";
export type Span = readonly [line: number, start: number, end: number];

export type MrzLayout = {
  lines: number;
  length: number;
  names: Span;
  documentNumber: Span;
  documentCheck: Span;
  birth: Span;
  birthCheck: Span;
  sex: Span;
  expiry: Span;
  expiryCheck: Span;
  nationality: Span;
  /** The personal number and its check digit (TD3 only; a TD1's optional data has none). */
  personal?: { value: Span; check: Span };
  /** Optional data with no check digit of its own, covered by the composite only. */
  optional: Span[];
  composite: Span;
  /** The spans the composite check digit covers, in order. */
  compositeOver: Span[];
};

export const LAYOUTS: Record<MrzFormat, MrzLayout> = {
  TD3: {
    lines: 2,
    length: 44,
    names: [0, 5, 44],
    documentNumber: [1, 0, 9],
    documentCheck: [1, 9, 10],
    nationality: [1, 10, 13],
    birth: [1, 13, 19],
    birthCheck: [1, 19, 20],
    sex: [1, 20, 21],
    expiry: [1, 21, 27],
    expiryCheck: [1, 27, 28],
    personal: { value: [1, 28, 42], check: [1, 42, 43] },
    optional: [],
    composite: [1, 43, 44],
    compositeOver: [
      [1, 0, 10],
      [1, 13, 20],
      [1, 21, 43],
    ],
  },
  TD1: {
    lines: 3,
    length: 30,
    names: [2, 0, 30],
    documentNumber: [0, 5, 14],
    documentCheck: [0, 14, 15],
    birth: [1, 0, 6],
    birthCheck: [1, 6, 7],
    sex: [1, 7, 8],
    expiry: [1, 8, 14],
    expiryCheck: [1, 14, 15],
    nationality: [1, 15, 18],
    optional: [
      [0, 15, 30],
      [1, 18, 29],
    ],
    composite: [1, 29, 30],
    compositeOver: [
      [0, 5, 30],
      [1, 0, 7],
      [1, 8, 15],
      [1, 18, 29],
    ],
  },
};

export const FORMATS = Object.keys(LAYOUTS) as MrzFormat[];

export const take = (lines: readonly string[], [line, start, end]: Span) => lines[line]!.slice(start, end);

export function put(lines: string[], [line, start, end]: Span, value: string) {
  lines[line] = lines[line]!.slice(0, start) + value + lines[line]!.slice(end);
}
