// The same-face rule for duplicates, including embeddings stored by an earlier engine.
import { describe, expect, it } from "vitest";
import { embeddingToBytes, sameFace } from "./face-embeddings";

const unit = (length: number, at: number) => Array.from({ length }, (_, i) => (i === at ? 1 : 0));

describe("sameFace", () => {
  it("tells the same face from a different one by the step 2 pass mark", () => {
    const face = embeddingToBytes(unit(512, 0));
    expect(sameFace(face, embeddingToBytes(unit(512, 0)))).toBe(true);
    expect(sameFace(face, embeddingToBytes(unit(512, 1)))).toBe(false);
  });

  it("leaves the decision to the other criteria without comparable embeddings", () => {
    const today = embeddingToBytes(unit(512, 0));
    // 1024 floats: stored by the previous engine (human's faceres), not comparable.
    expect(sameFace(today, embeddingToBytes(unit(1024, 1)))).toBe(true);
    expect(sameFace(today, null)).toBe(true);
  });
});
