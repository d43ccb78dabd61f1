// Databases cap the values one statement may bind (the SQLite driver adapter far below
// SQLite's own limit): long id lists and multi-row inserts go in parts.
export const CHUNK = 500;

/** `work` on consecutive parts of `values` of at most `size`, results in order. */
export async function inChunks<V, T = void>(
  values: readonly V[],
  work: (part: V[]) => Promise<T[] | void>,
  size = CHUNK,
): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < values.length; i += size) {
    const result = await work(values.slice(i, i + size));
    if (result) out.push(...result);
  }
  return out;
}
