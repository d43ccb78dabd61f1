// Serialises the work on one submission inside this process (step 2, review, deletion), so
// two concurrent step 2 calls cannot both read retryCount 1 and both write 2. The unique
// (submissionId, attemptCnt) index on Attempt is the backstop across processes.
const tails = new Map<string, Promise<unknown>>();

export async function withSubmissionLock<T>(submissionId: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(submissionId) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(work);
  const tail = run.catch(() => undefined);
  tails.set(submissionId, tail);
  try {
    return await run;
  } finally {
    // Last one out removes the entry, so the map does not grow with every submission seen.
    if (tails.get(submissionId) === tail) tails.delete(submissionId);
  }
}
