// Databases cap the values one query may bind (the SQLite driver adapter far below SQLite's own
// limit), and an ordered query cannot be split by Prisma: long id or key lists go in parts.
export const chunkSize = 500;

export async function inChunks<T>(
  values: readonly string[],
  read: (part: string[]) => Promise<T[]>,
): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < values.length; i += chunkSize)
    out.push(...(await read(values.slice(i, i + chunkSize))));
  return out;
}
