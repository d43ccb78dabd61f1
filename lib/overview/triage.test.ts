import { describe, expect, it } from "vitest";
import type { SubmissionRecord } from "../../common/kyc-api/schemas";
import { medianHoursToDecision } from "./triage";

const now = Date.parse("2026-03-10T12:00:00Z");
const hoursAgo = (h: number) => new Date(now - h * 3_600_000).toISOString();
