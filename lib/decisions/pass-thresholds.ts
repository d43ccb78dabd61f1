// The interface's pass marks for a step 2 attempt (docs/kyc-api.md): the scores a reviewer
// sees drawn against, and the ones a red flag is raised below.
export const passThresholds = { faceSimilarity: 85, liveness: 50 } as const;
