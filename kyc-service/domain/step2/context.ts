// What a step 2 check sees and what it may record: the submission as it was before this
// attempt, the parsed fields, the stored images, and the attempt being built.
import type { Submission as SubmissionRow } from "../../generated/prisma/sqlite/client";
import type { ServiceDeps } from "../../deps";
import type { Project } from "../../projects/projects";
import type { Step2Fields } from "../../../common/kyc-api/schemas";
import type { ImageFormat } from "../images";
import type { SubmissionChanges } from "../submission-store";
import type { ServiceTx } from "../../store/db";

export interface StoredImage {
  /** Absolute path of the stored file. */
  path: string;
  format: ImageFormat;
}

export interface AttemptDraft {
  livenessScore?: number;
  faceSimilarityScore?: number;
  verificationParams?: Record<string, unknown>;
  verificationResult?: "success" | "fail";
  /** An exception raised during the checks (recorded on the attempt, never a stack). */
  error?: string;
}

export interface Failure {
  /** Shown to the applicant as step 2's `message` and stored as the attempt's `retryMsg`. */
  message: string;
  /** False when the service, not the applicant, failed: the try does not count as a retry. */
  countsAsRetry: boolean;
}

export class Step2Context {
  readonly attempt: AttemptDraft = {};
  /** Columns to store with this attempt (e.g. the selfie's face embedding, screening results). */
  readonly changes: SubmissionChanges = {};
  /** Rows of other tables to write in the attempt's transaction (e.g. the AML screening). */
  readonly writes: ((tx: ServiceTx) => Promise<void>)[] = [];
  failure: Failure | undefined;

  constructor(
    readonly deps: ServiceDeps,
    readonly project: Project,
    readonly submission: SubmissionRow,
    readonly fields: Step2Fields,
    readonly images: { selfie: StoredImage; id: StoredImage; address?: StoredImage },
  ) {}

  fail(message: string, { countsAsRetry = true } = {}) {
    this.failure ??= { message, countsAsRetry };
  }
}

export interface Step2Check {
  name: string;
  run(context: Step2Context): Promise<void>;
}
