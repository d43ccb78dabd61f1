// Lets the check digits correct the reading. OCR confuses a few shapes (0/O/D/Q, 1/I/L,
// 2/Z, 5/S, 8/B, and the '<' filler with K/L/C/S); where a check digit fails, the readings
// those confusions allow are tried, and only one that satisfies the field's check digit
// is kept. Numeric positions (dates, check digits) take the digit a letter stands for.
export const checkDigit = (text: string): number => {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum += charValue(text[i]!) * [7, 3, 1][i % 3]!;
  return sum % 10;
};

function charValue(char: string): number {
  if (char >= "0" && char <= "9") return char.charCodeAt(0) - 48;
  if (char >= "A" && char <= "Z") return char.charCodeAt(0) - 55;
  return 0; // '<'
}

const AS_DIGIT: Record<string, string> = {
  O: "0",
  D: "0",
  Q: "0",
  U: "0",
  I: "1",
  L: "1",
  Z: "2",
  S: "5",
  G: "6",
  B: "8",
};
const AS_LETTER: Record<string, string> = { "0": "O", "1": "I", "2": "Z", "5": "S", "8": "B" };

/** What each character may really be in a position that holds letters, digits and filler. */
const ALTERNATIVES: Record<string, string[]> = {
  "0": ["O", "D", "Q"],
  O: ["0", "D", "Q"],
  D: ["0", "O", "Q"],
  Q: ["0", "O", "D"],
  "1": ["I", "L"],
  I: ["1", "L"],
  L: ["1", "I", "<"],
  "2": ["Z"],
  Z: ["2"],
  "5": ["S"],
  S: ["5", "<"],
  "8": ["B"],
  B: ["8"],
  K: ["<"],
  C: ["<"],
  "<": ["K", "L", "C", "S"],
};

/** Letters read in a numeric position, as the digits they stand for (null if not a digit). */
export function asDigits(text: string): string | null {
  const digits = [...text].map((char) => AS_DIGIT[char] ?? char).join("");
  return /^\d*$/.test(digits) ? digits : null;
}

/** Digits read in a letters-only position (country codes), as the letters they stand for. */
export const asLetters = (text: string) => [...text].map((char) => AS_LETTER[char] ?? char).join("");

/** A check digit position: a digit, a letter standing for one, or '<' (counts as 0). */
function checkValue(char: string): number | null {
  if (char === "<") return 0;
  const digit = asDigits(char);
  return digit ? Number(digit) : null;
}

export const passesCheck = (value: string, check: string) => checkValue(check) === checkDigit(value);

// Past this many readings tried, the field is too garbled for a check digit's one-in-ten
// odds to single out the true reading.
const MAX_READINGS = 4096;

/**
 * The readings of an alphanumeric field (document or personal number) that satisfy its check
 * digit, fewest changes first: the field as read when it passes; else every reading one
 * confusion away, then two, ... Returns [] when none passes or the field is too garbled.
 */
export function repairsOf(value: string, check: string, maxChanges = 3): string[] {
  if (passesCheck(value, check)) return [value];
  const positions = [...value].map((char, at) => ({ at, options: ALTERNATIVES[char] ?? [] }));
  let tried = 0;
  for (let changes = 1; changes <= maxChanges; changes++) {
    const found = new Set<string>();
    const walk = (from: number, chars: string[], left: number): boolean => {
      if (left === 0) {
        const reading = chars.join("");
        if (passesCheck(reading, check)) found.add(reading);
        return ++tried <= MAX_READINGS;
      }
      for (let i = from; i < positions.length; i++)
        for (const option of positions[i]!.options) {
          const next = [...chars];
          next[positions[i]!.at] = option;
          if (!walk(i + 1, next, left - 1)) return false;
        }
      return true;
    };
    if (!walk(0, [...value], changes)) return [];
    if (found.size) return [...found];
  }
  return [];
}
