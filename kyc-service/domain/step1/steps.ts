// Step 1's pipeline after the submission row exists, in order. Each step may add to the
// response (e.g. OCR's `reviewOCRData`) and return column changes to store. To add one,
// write a Step1Step next to the feature and list it here.
import type { Submission as SubmissionRow } from "../../generated/prisma/sqlite/client";
import type { ServiceDeps } from "../../deps";
import type { Project } from "../../projects/projects";
import type { Step1Result } from "../../../common/kyc-api/schemas";
import type { ImageFormat } from "../images";
import type { SubmissionChanges } from "../submission-store";
import { ocrStep } from "../../verification/ocr/step1-ocr";

export interface Step1Context {
  deps: ServiceDeps;
  project: Project;
  submission: SubmissionRow;
  /** The stored ID image: absolute path and checked format. */
  idImage: { path: string; format: ImageFormat };
  /** The answer being built; steps may add fields the interface defines. */
  result: Step1Result;
}

export interface Step1Step {
  name: string;
  run(context: Step1Context): Promise<SubmissionChanges | void>;
}

export const step1Steps: Step1Step[] = [ocrStep];
