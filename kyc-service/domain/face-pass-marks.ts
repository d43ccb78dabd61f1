// The interface's pass marks for step 2 (docs: kyc-api.md, "Step 2"): a face similarity of
// 85 or more is the same person; a liveness of 50 or more passes.
export const similarityPassMark = 85;
export const livenessPassMark = 50;
