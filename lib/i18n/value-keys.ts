// The interface's values as the KYC interface spells them, to their keys in the catalogues'
// "values" section (messages/*.json). A value the interface adds later has no key and is shown
// as it came, never hidden.
import type { AmlRiskLevel, AmlStatus, IdType, KycResult } from "@/common/kyc-api/schemas";
import { idTypes, kycResults } from "@/common/kyc-api/schemas";

type Risk = (typeof AmlRiskLevel.options)[number];
type Aml = (typeof AmlStatus.options)[number];

export const amlStatusKeys = {
  "Red Flag": "redFlag",
  "Not Screened": "notScreened",
} as const satisfies Record<Aml, string>;
export const riskKeys = {
  High: "high",
  Medium: "medium",
  Low: "low",
  "Not Screened": "notScreened",
} as const satisfies Record<Risk, string>;

export const isKycResult = (value: string): value is KycResult =>
  (kycResults as readonly string[]).includes(value);
export const isIdType = (value: string): value is IdType => (idTypes as readonly string[]).includes(value);
export const isAmlStatus = (value: string): value is Aml => value in amlStatusKeys;
export const isRisk = (value: string): value is Risk => value in riskKeys;
