// What the KYC interface's codes and messages mean, in the words a compliance officer uses.
// Anything unknown is shown as it came, with underscores turned to spaces, never hidden.
import { countryName } from "../../common/countries/names";
// The interface's value words live in the catalogues (messages/, docs/i18n.md); screens not yet
// translated read the English ones from there, so each word is written once.
import en from "../../messages/en.json";

const plain = (code: string) =>
  code
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A country code as its English name, from the one country table; the code itself if unknown. */
export const countryWords = (code: string) => countryName(code) ?? code;

const statuses: Record<string, string> = en.values.statusLong;
export const statusWords = (status: string) => statuses[status] ?? capital(plain(status));

const idTypes: Record<string, string> = en.values.idType;
export const idTypeWords = (type: string) => idTypes[type] ?? capital(plain(type));

const genders: Record<string, string> = { male: "Male", female: "Female" };
export const genderWords = (gender: string) => genders[gender] ?? capital(plain(gender));

/** The AML status as a short label (the queue's badge); amlStatusWords says it in full. */
export const amlLabel = (status: string) =>
  status === "Red Flag"
    ? en.values.amlBadge.redFlag
    : status === "Not Screened"
      ? en.values.amlBadge.notScreened
      : capital(plain(status));

const amlStatuses: Record<string, string> = {
  "Red Flag": "Possible match on a sanctions or watch list",
  "Not Screened": "Not screened",
};
export const amlStatusWords = (status: string | undefined) =>
  status ? (amlStatuses[status] ?? status) : "Screened, no match";

const checkInputs: Record<string, string> = {
  selfieFaceCount: "Faces found in the selfie",
  idImageFaceCount: "Faces found on the ID photo",
  similarityPassMark: "Face similarity needed to pass",
  livenessPassMark: "Liveness needed to pass",
};
export const checkInputWords = (key: string) => checkInputs[key] ?? capital(plain(key));

const matchFields: Record<string, string> = {
  score: "Match score",
  matched_name: "Name that matched",
  matched_name_kind: "Kind of name",
  screened_as: "Applicant screened as",
  listed_name: "Listed name",
  list_entry_id: "List entry",
  list: "List",
  list_version: "List version",
  list_category: "List category",
  programmes: "Sanctions programmes",
  listed_dates_of_birth: "Listed dates of birth",
  listed_nationalities: "Listed nationalities",
  listed_gender: "Listed gender",
};
export const matchFieldWords = (key: string) => matchFields[key] ?? capital(plain(key));

// Messages the service writes for the applicant's client program; reviewers get their meaning.
const serviceMessages: [RegExp, string][] = [
  [/^Account verification is required first/i, "The applicant had not verified their bank account yet."],
  [
    /^account_code has expired/i,
    "The bank account code had expired; the applicant had to ask for a new one.",
  ],
];
export function serviceMessageWords(message: string): string {
  for (const [pattern, words] of serviceMessages) if (pattern.test(message)) return words;
  // Paths and field names mean nothing to a reviewer: keep the sentence, drop the jargon.
  return message
    .replace(/:?\s*call (GET|POST|PUT|DELETE) \/\S+/g, "")
    .replace(/\b[a-z]+_[a-z_]+\b/g, (word) => plain(word));
}
