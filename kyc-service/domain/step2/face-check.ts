// Step 2's face check: detect faces on the selfie and on the ID image, compare the two most
// prominent faces and estimate the selfie's liveness (kyc-service/verification/faces/).
// No face, three or more faces, similarity below 85 or liveness below 50 fail the attempt
// as a retry. An image the engine cannot decode is the client's fault (400); an engine
// failure (timeout, overload) is the service's: recorded on the attempt, not a retry.
import {
  analyseFace,
  FaceEngineError,
  FaceImageError,
  faceSimilarity,
  type FaceAnalysis,
} from "../../verification/faces";
import { embeddingToBytes } from "../face-embeddings";
import { livenessPassMark, similarityPassMark } from "../face-pass-marks";
import { invalid } from "../form-fields";
import type { Step2Check, Step2Context } from "./context";

/** Two faces may be the holder's photo plus the small "ghost" copy many ID cards print. */
const tooManyFaces = 3;

async function analyse(context: Step2Context, which: "selfie" | "id"): Promise<FaceAnalysis> {
  try {
    // The worker reads the upload from disk when its turn comes: 8 selfies waiting for the one
    // face worker hold no image bytes here (docs/kyc-service.md, "Where the memory goes").
    return await analyseFace({ file: context.images[which].path }, { liveness: which === "selfie" });
  } catch (error) {
    if (error instanceof FaceImageError) {
      throw which === "selfie"
        ? invalid("faceImage", `could not be analysed: ${error.message}`)
        : invalid(
            "idImage",
            `stored at step 1 could not be analysed: ${error.message}; start again with step 1`,
          );
    }
    throw error;
  }
}

function faceCountProblem(count: number, where: string): string | undefined {
  if (count === 0) return `No face was detected ${where}`;
  if (count >= tooManyFaces)
    return `${count} faces were detected ${where}; only the applicant's face may be shown`;
  return undefined;
}

export const faceCheck: Step2Check = {
  name: "faces (detection, comparison, liveness)",
  async run(context) {
    let selfie: FaceAnalysis;
    let id: FaceAnalysis;
    try {
      // Both go to the worker pool at once: with more than one worker they run in parallel.
      [selfie, id] = await Promise.all([analyse(context, "selfie"), analyse(context, "id")]);
    } catch (error) {
      if (!(error instanceof FaceEngineError)) throw error;
      context.attempt.error = `face engine: ${error.message}`;
      return context.fail(
        "Face verification is unavailable at the moment; please send step 2 again shortly",
        { countsAsRetry: false },
      );
    }

    // The interface's scores are integers; rounding down keeps 84.7 below the pass mark.
    const similarity =
      selfie.embedding && id.embedding
        ? Math.floor(faceSimilarity(selfie.embedding, id.embedding))
        : undefined;
    const liveness = selfie.liveness !== null ? Math.floor(selfie.liveness) : undefined;
    context.attempt.faceSimilarityScore = similarity;
    context.attempt.livenessScore = liveness;
    context.attempt.verificationParams = {
      selfieFaceCount: selfie.faceCount,
      idImageFaceCount: id.faceCount,
      similarityPassMark,
      livenessPassMark,
    };
    // The selfie's embedding finds the same person among approved submissions (duplicates).
    if (selfie.embedding) context.changes.faceEmbedding = embeddingToBytes(selfie.embedding);

    const problem =
      faceCountProblem(selfie.faceCount, "in the selfie") ??
      faceCountProblem(id.faceCount, "on the ID image") ??
      (similarity !== undefined && similarity < similarityPassMark
        ? `The selfie does not match the photo on the ID document (similarity ${similarity}, at least ${similarityPassMark} needed)`
        : undefined) ??
      (liveness !== undefined && liveness < livenessPassMark
        ? `The selfie did not pass the liveness check (score ${liveness}, at least ${livenessPassMark} needed): take a new photo of yourself, not of a picture or a screen`
        : undefined);
    context.attempt.verificationResult = problem ? "fail" : "success";
    if (problem) context.fail(problem);
  },
};
