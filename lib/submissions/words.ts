// What the KYC interface's codes and messages mean, in the words a compliance officer uses.
// Anything unknown is shown as it came, with underscores turned to spaces, never hidden.
// The interface's value words live in the catalogues (messages/, docs/i18n.md); screens not yet
// translated read the English ones from there, so each word is written once.
import en from "../../messages/en.json";
import { english, type Say } from "../actions/message";

const plain = (code: string) =>
  code
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const statuses: Record<string, string> = en.values.statusLong;
export const statusWords = (status: string) => statuses[status] ?? capital(plain(status));

const checkInputs = en.values.checkInput;
const isCheckInput = (key: string): key is keyof typeof checkInputs => key in checkInputs;
/** A check input's name (values.checkInput) in the reader's language; unknown ones in plain words. */
export const checkInputWords = (key: string, say: Say = english) =>
  isCheckInput(key) ? say(`values.checkInput.${key}`) : capital(plain(key));

const matchFields = en.values.matchField;
const isMatchField = (key: string): key is keyof typeof matchFields => key in matchFields;
/** An AML match field's name (values.matchField); unknown ones in plain words. */
export const matchFieldWords = (key: string, say: Say = english) =>
  isMatchField(key) ? say(`values.matchField.${key}`) : capital(plain(key));

// Messages (retry codes) the service writes for the applicant's client program; reviewers get
// their meaning, from values.serviceMessage.
const serviceMessages: [RegExp, keyof typeof en.values.serviceMessage][] = [
  [/^Account verification is required first/i, "accountNotVerified"],
  [/^account_code has expired/i, "accountCodeExpired"],
];
export function serviceMessageWords(message: string, say: Say = english): string {
  for (const [pattern, key] of serviceMessages)
    if (pattern.test(message)) return say(`values.serviceMessage.${key}`);
  // Paths and field names mean nothing to a reviewer: keep the sentence, drop the jargon.
  return message
    .replace(/:?\s*call (GET|POST|PUT|DELETE) \/\S+/g, "")
    .replace(/\b[a-z]+_[a-z_]+\b/g, (word) => plain(word));
}
