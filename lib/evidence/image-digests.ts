// The SHA-256 of each image of a submission, over the bytes the dashboard serves for it: the
// same client call as the image route (app/api/submissions/[id]/images), read to the end. An
// image the service does not have is "absent"; one it could not give now is "unavailable",
// with the reason, so a slow service never blocks a decision.
import "server-only";
import { createHash } from "node:crypto";
import { imageTypes } from "../../common/kyc-api/schemas";
import { kyc } from "../kyc/connection";
import { KycApiError } from "../kyc/errors";
import type { ImageDigest } from "./case-record";

async function digestOf(submissionId: string, type: (typeof imageTypes)[number]): Promise<ImageDigest> {
  try {
    const file = await kyc().openImage(submissionId, type);
    const hash = createHash("sha256");
    let bytes = 0;
    for await (const chunk of file.body as unknown as AsyncIterable<Uint8Array>) {
      hash.update(chunk);
      bytes += chunk.byteLength;
    }
    return { type, state: "present", sha256: hash.digest("hex"), bytes, contentType: file.contentType };
  } catch (error) {
    if (error instanceof KycApiError && error.status === 404) return { type, state: "absent" };
    const problem = error instanceof KycApiError ? error.code : "unexpected error";
    if (!(error instanceof KycApiError)) console.error("[dashboard] evidence: image digest failed", error);
    return { type, state: "unavailable", problem };
  }
}

export function imageDigests(submissionId: string): Promise<ImageDigest[]> {
  return Promise.all(imageTypes.map((type) => digestOf(submissionId, type)));
}
