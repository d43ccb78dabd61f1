// The applicant data of a submission as labelled rows, in the order a reviewer reads them.
// Values the upstream masked (it masks with "*") are marked so the page can say so. Labels and
// coded values in the reader's language (`say`, `locale`; English by default).
import type { ApplicantData } from "../../common/kyc-api/schemas";
import { countryName } from "../../common/countries/names";
import { english, type Say } from "../actions/message";
import { isIdType } from "../i18n/value-keys";

export interface ApplicantField {
  key: string;
  label: string;
  value: string;
  masked: boolean;
}

// The known fields in reading order; their labels are the catalogues' case.applicant.fields.
const known = [
  "name",
  "gender",
  "date_of_birth",
  "nationality",
  "idType",
  "idcard_issuingCountry",
  "idcard_issueDate",
  "idcard_expireDate",
  "identityNumber",
  "documentNumber",
  "address_input",
  "address_detail",
  "address_formatted",
  "address_street",
  "address_city",
  "address_state",
  "address_zipcode",
  "address_country",
  "address_globalCode",
  "address_compoundCode",
  "cf1",
  "cf2",
  "cf3",
  "ip_address",
] as const;
type Known = (typeof known)[number];
const isKnown = (key: string): key is Known => (known as readonly string[]).includes(key);

// OCR fields read off the ID (docs/kyc-api.md, step 1) have their names in values.ocrField.
const ocrFields = [
  "ocr_birthDate",
  "ocr_issueDate",
  "ocr_expireDate",
  "ocr_lastName",
  "ocr_firstName",
  "ocr_name",
  "ocr_gender",
  "ocr_nationality",
  "ocr_identityNumber",
  "ocr_licenseNumber",
] as const;
const isOcr = (key: string): key is (typeof ocrFields)[number] =>
  (ocrFields as readonly string[]).includes(key);

const countryFields = new Set(["nationality", "idcard_issuingCountry", "address_country", "ocr_nationality"]);

function valueWords(key: string, text: string, say: Say, locale: string): string {
  if (countryFields.has(key)) return countryName(text, locale) ?? text;
  if (key === "idType") return isIdType(text) ? say(`values.idType.${text}`) : text;
  if (key === "gender" || key === "ocr_gender")
    return text === "male" || text === "female" ? say(`values.gender.${text}`) : text;
  return text;
}

const labelOf = (key: string, say: Say) =>
  isKnown(key) ? say(`case.applicant.fields.${key}`) : isOcr(key) ? say(`values.ocrField.${key}`) : key;

/** Every field the upstream returned: known ones labelled in order, unknown ones after. */
export function applicantFields(data: ApplicantData, say: Say = english, locale = "en"): ApplicantField[] {
  const given = (key: string) => data[key] !== undefined && data[key] !== "";
  const extra = Object.keys(data).filter((key) => !isKnown(key) && given(key));
  return [...known.filter(given), ...extra].map((key) => {
    const raw = data[key];
    const text = typeof raw === "string" ? raw : JSON.stringify(raw);
    const value = valueWords(key, text, say, locale);
    return { key, label: labelOf(key, say), value, masked: value.includes("*") };
  });
}
