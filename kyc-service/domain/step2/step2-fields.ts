// Step 2's form fields: the interface's schema plus what a schema cannot say (real dates,
// real country codes), and the mapping of the fields onto the submission's columns.
import { Step2Fields } from "../../../common/kyc-api/schemas";
import { checkCalendarDate, checkCountry, parseFormFields } from "../form-fields";
import type { SubmissionChanges } from "../submission-store";

// The interface leaves the spelling of gender open (its field list gives the local words).
const genders: Record<string, "male" | "female"> = {
  male: "male",
  m: "male",
  남: "male",
  남자: "male",
  남성: "male",
  female: "female",
  f: "female",
  여: "female",
  여자: "female",
  여성: "female",
};

export function parseStep2Fields(
  raw: Record<string, string>,
  truncated: readonly string[] = [],
): Step2Fields {
  const gender = raw.gender?.trim();
  const normalised = gender ? { ...raw, gender: genders[gender.toLowerCase()] ?? gender } : raw;
  const fields = parseFormFields(Step2Fields, normalised, truncated);
  checkCalendarDate("date_of_birth", fields.date_of_birth, { notAfterToday: true });
  checkCalendarDate("date_of_issue", fields.date_of_issue, { notAfterToday: true });
  checkCountry("nationality", fields.nationality);
  checkCountry("address_country", fields.address_country);
  return fields;
}

/** The applicant's data as submitted; the latest step 2 call's values are the ones kept. */
export function applicantColumns(fields: Step2Fields): SubmissionChanges {
  const columns: SubmissionChanges = {
    name: fields.name,
    dateOfBirth: fields.date_of_birth,
    gender: fields.gender,
    nationality: fields.nationality,
    identityNumber: fields.identity_number,
    licenseNumber: fields.license_number,
    serialNumber: fields.serial_number,
    idIssueDate: fields.date_of_issue,
    addressStreet: fields.address_street,
    addressCity: fields.address_city,
    addressState: fields.address_state,
    addressZipcode: fields.address_zipcode,
    addressCountry: fields.address_country,
    addressGlobalCode: fields.globalCode,
    addressCompoundCode: fields.compoundCode,
    addressFormatted: fields.formatted_address,
    addressInput: fields.address_input,
    addressDetail: fields.address_detail,
  };
  return Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== undefined),
  ) as SubmissionChanges;
}
