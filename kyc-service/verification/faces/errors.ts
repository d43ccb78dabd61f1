// The two ways face analysis can fail, kept apart because the caller answers them differently.

/** The image itself is unusable (not an image, truncated, too many pixels): the client's fault, HTTP 400. */
export class FaceImageError extends Error {
  override name = "FaceImageError";
}

/** The engine failed, timed out or is overloaded: not the client's fault; recorded on the attempt. */
export class FaceEngineError extends Error {
  override name = "FaceEngineError";
}
