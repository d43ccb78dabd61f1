// One lookup per request: the summary strip's count and the Duplicates section both show it,
// so React's request cache runs it once (and stores the group once).
import "server-only";
import { cache } from "react";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { lookUpAndRecord } from "./lookup";

export const caseLookup = cache((record: SubmissionRecord) => lookUpAndRecord(record));
