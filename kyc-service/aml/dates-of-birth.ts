// Dates of birth as lists write them, turned into inclusive ranges: an exact date, a
// month, a year, "circa 1960" (±1 year) or "01 Jan 1967 to 31 Dec 1969".
export interface BirthRange {
  from: string;
  to: string;
  text: string;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const pad = (n: number) => String(n).padStart(2, "0");
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function parsePoint(text: string): { from: string; to: string } | undefined {
  const t = text.trim().toLowerCase();
  let m = /^(\d{1,2}) ([a-z]{3})[a-z]* (\d{4})$/.exec(t);
  if (m) {
    const month = MONTHS.indexOf(m[2]!) + 1;
    const day = Number(m[1]);
    if (month === 0 || day < 1 || day > lastDay(Number(m[3]), month)) return undefined;
    const date = `${m[3]}-${pad(month)}-${pad(day)}`;
    return { from: date, to: date };
  }
  m = /^([a-z]{3})[a-z]* (\d{4})$/.exec(t);
  if (m) {
    const month = MONTHS.indexOf(m[1]!) + 1;
    if (month === 0) return undefined;
    const year = Number(m[2]);
    return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(lastDay(year, month))}` };
  }
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (mo < 1 || mo > 12 || d < 1 || d > lastDay(y, mo)) return undefined;
    return { from: t, to: t };
  }
  m = /^(\d{4})$/.exec(t);
  if (m) return { from: `${m[1]}-01-01`, to: `${m[1]}-12-31` };
  return undefined;
}

/** One date-of-birth expression; undefined when it is not a form we understand. */
export function parseBirthRange(raw: string): BirthRange | undefined {
  const text = raw.trim().replace(/\.$/, "");
  const circa = /^circa (\d{4})$/i.exec(text);
  if (circa) {
    const year = Number(circa[1]);
    return { from: `${year - 1}-01-01`, to: `${year + 1}-12-31`, text };
  }
  const parts = text.split(/\s+to\s+/i);
  if (parts.length === 2) {
    const [a, b] = [parsePoint(parts[0]!), parsePoint(parts[1]!)];
    return a && b && a.from <= b.to ? { from: a.from, to: b.to, text } : undefined;
  }
  const point = parsePoint(text);
  return point ? { ...point, text } : undefined;
}
