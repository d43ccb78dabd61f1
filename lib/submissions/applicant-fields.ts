// The applicant data of a submission as labelled rows, in the order a reviewer reads them.
// Values the upstream masked (it masks with "*") are marked so the page can say so.
import type { ApplicantData } from "../../common/kyc-api/schemas";
import { countryWords, genderWords, idTypeWords } from "./words";

// Coded values a reviewer reads as words.
const valueWords: Record<string, (value: string) => string> = {
  idType: idTypeWords,
  gender: genderWords,
  nationality: countryWords,
  idcard_issuingCountry: countryWords,
  address_country: countryWords,
};

export interface ApplicantField {
  key: string;
  label: string;
  value: string;
  masked: boolean;
}

const labels: Record<string, string> = {
  name: "Name",
  gender: "Gender",
  date_of_birth: "Date of birth",
  nationality: "Nationality",
  idType: "ID type",
  idcard_issuingCountry: "ID issuing country",
  idcard_issueDate: "ID issue date",
  idcard_expireDate: "ID expiry date",
  identityNumber: "Resident registration number",
  documentNumber: "Document number",
  address_input: "Address as typed",
  address_detail: "Address detail",
  address_formatted: "Address (from codes)",
  address_street: "Street",
  address_city: "City",
  address_state: "State",
  address_zipcode: "Postal code",
  address_country: "Country",
  address_globalCode: "Global address code",
  address_compoundCode: "Compound address code",
  cf1: "Custom field 1",
  cf2: "Custom field 2",
  cf3: "Custom field 3",
  ip_address: "IP address",
};

/** Every field the upstream returned: known ones labelled in order, unknown ones after. */
export function applicantFields(data: ApplicantData): ApplicantField[] {
  const known = Object.keys(labels).filter((key) => data[key] !== undefined && data[key] !== "");
  const extra = Object.keys(data).filter(
    (key) => !(key in labels) && data[key] !== undefined && data[key] !== "",
  );
  return [...known, ...extra].map((key) => {
    const raw = data[key];
    const text = typeof raw === "string" ? raw : JSON.stringify(raw);
    const value = valueWords[key]?.(text) ?? text;
    return { key, label: labels[key] ?? key, value, masked: value.includes("*") };
  });
}
