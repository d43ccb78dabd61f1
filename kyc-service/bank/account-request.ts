// The PreStep2 JSON body checked field by field, in the order the interface's errors
// suggest: a missing field, then a malformed one, then the request type. Each error says
// which field in `detail`.
import type { AccountVerificationRequest } from "../../common/kyc-api/schemas";
import { AccountVerificationError } from "./results";

const required = ["submissionId", "requestType", "userName", "bankCode", "accountNumber"] as const;

export function parseAccountRequest(body: unknown): AccountVerificationRequest {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new AccountVerificationError(
      "invalid_data_format",
      "the body must be a JSON object with submissionId, requestType, userName, bankCode and accountNumber",
    );
  }
  const fields = body as Record<string, unknown>;
  const missing = required.filter(
    (name) => fields[name] === undefined || fields[name] === null || fields[name] === "",
  );
  if (missing.length)
    throw new AccountVerificationError("missing_required_field", `missing: ${missing.join(", ")}`);
  for (const name of required) {
    if (typeof fields[name] !== "string")
      throw new AccountVerificationError("invalid_data_format", `${name} must be a string`);
  }
  const { submissionId, requestType, userName, bankCode, accountNumber } = fields as Record<
    (typeof required)[number],
    string
  >;
  if (submissionId.length > 100)
    throw new AccountVerificationError(
      "invalid_data_format",
      `submissionId is too long: at most 100 characters (got ${submissionId.length})`,
    );
  if (userName.trim() === "" || userName.length > 100)
    throw new AccountVerificationError(
      "invalid_data_format",
      "userName must be the account holder's name, at most 100 characters",
    );
  if (!/^\d{2,3}$/.test(bankCode))
    throw new AccountVerificationError(
      "invalid_data_format",
      "bankCode must be the bank's 2- or 3-digit code, digits only (no spaces or symbols)",
    );
  if (!/^\d{6,20}$/.test(accountNumber))
    throw new AccountVerificationError(
      "invalid_data_format",
      "accountNumber must be 6 to 20 digits, without dashes, spaces or symbols",
    );
  if (requestType !== "occupancy")
    throw new AccountVerificationError("invalid_request_type", "requestType must be occupancy");
  return { submissionId, requestType, userName: userName.trim(), bankCode, accountNumber };
}
