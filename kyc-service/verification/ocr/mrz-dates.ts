// Four-digit years for an MRZ's two-digit ones, chosen from context: a birth date is not in
// the future and precedes the expiry date (and so the issue date, which is not in the zone);
// an expiry lies within 50 years of today. When both centuries fit a birth date, a holder
// who would be under five at expiry is taken as the century before: ordinary documents run
// five or ten years from issue, which follows the birth, so such a holder is as good as
// impossible, while a centenarian's document is merely rare.
const MIN_AGE_AT_EXPIRY_YEARS = 5;

export type MrzDates = { birth?: string; expiry?: string };

/** ISO dates for YYMMDD strings that passed their check digits (undefined: not given). */
export function mrzDates(birth: string | undefined, expiry: string | undefined, now = new Date()): MrzDates {
  const expiryIso = expiry ? expiryDate(expiry, now) : undefined;
  return { birth: birth ? birthDate(birth, expiryIso, now) : undefined, expiry: expiryIso };
}

function expiryDate(yymmdd: string, now: Date): string | undefined {
  const year = now.getUTCFullYear();
  const candidates = centuries(yymmdd).filter((iso) => Math.abs(Number(iso.slice(0, 4)) - year) <= 50);
  return candidates[0];
}

function birthDate(yymmdd: string, expiry: string | undefined, now: Date): string | undefined {
  const today = now.toISOString().slice(0, 10);
  const possible = centuries(yymmdd).filter((iso) => iso <= today && (!expiry || iso < expiry));
  if (possible.length < 2 || !expiry) return possible.at(-1);
  const plausible = possible.filter((iso) => yearsBetween(iso, expiry) >= MIN_AGE_AT_EXPIRY_YEARS);
  return (plausible.length ? plausible : possible).at(-1);
}

/** The date in 19YY and 20YY, where it is a real calendar date, earlier first. */
function centuries(yymmdd: string): string[] {
  if (!/^\d{6}$/.test(yymmdd)) return [];
  return ["19", "20"]
    .map((century) => `${century}${yymmdd.slice(0, 2)}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`)
    .filter((iso) => {
      const date = new Date(`${iso}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
    });
}

const yearsBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (365.25 * 24 * 3600 * 1000);
