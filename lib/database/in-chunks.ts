// Databases cap the values one query may bind (the SQLite driver adapter far below SQLite's own
// limit: a 2,000-row page's ids in one `in` list is Prisma's P2029), and an ordered query cannot
// be split by Prisma. Every `in` list that can grow with a page, a selection or the index goes
// through here, in parts; the parts' results are concatenated (an order is the caller's to make).
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
