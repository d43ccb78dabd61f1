// The interface's duplicate rule, as the dashboard can apply it to list records: the same
// name with its parts in any order (case, accents and punctuation aside), birth date,
// nationality and gender. The service also compares faces when it gives an applicant_id; the
// dashboard cannot, so it calls these *possible* duplicates and a reviewer compares the photos.
// Pure and browser-safe: the finder, the bench and the tests share it. The name key is the
// service's own (common/applicant-name.ts).
import { applicantNameKey } from "../../common/applicant-name";

interface PersonData {
  name?: string;
  date_of_birth?: string;
  nationality?: string;
  gender?: string;
}

/**
 * The person's identity by the rule, or null when a part is missing: a record without a name
 * or birth date is nobody's duplicate (an incomplete case before OCR, for one).
 */
export function personKey(data: PersonData): string | null {
  const { name, date_of_birth: born, nationality, gender } = data;
  if (!name || !born || !nationality || !gender) return null;
  const key = applicantNameKey(name);
  return key ? `${key}|${born}|${nationality.toUpperCase()}|${gender}` : null;
}

/** A test for "an approved submission of this person, other than the case itself". */
export function duplicateMatcher(self: { submission_id: string; data: PersonData }) {
  const wanted = personKey(self.data);
  return (record: { submission_id: string; data: PersonData; kyc: { result: string } }): boolean =>
    wanted !== null &&
    record.kyc.result === "approved" &&
    record.submission_id !== self.submission_id &&
    personKey(record.data) === wanted;
}
