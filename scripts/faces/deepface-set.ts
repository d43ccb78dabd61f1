// The labelled real photographs in ../shared/data/faces-deepface/ (its README): the photos,
// the 299 labelled pairs of master.csv, and every pair the labels imply. Read in place,
// never copied into the repository.
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";

export const deepfaceDir = path.resolve(import.meta.dirname, "../../../shared/data/faces-deepface");

export type LabelledPair = { a: string; b: string; same: boolean; inMaster: boolean };

async function csvPairs(file: string): Promise<Array<{ a: string; b: string; same: boolean }>> {
  const [, ...rows] = (await readFile(path.join(deepfaceDir, file), "utf8")).trim().split(/\r?\n/);
  return rows.map((row) => {
    const [a, b, decision] = row.split(",");
    return { a: path.basename(a!), b: path.basename(b!), same: decision === "Yes" };
  });
}

/**
 * Identities from the "same person" labels of both pair lists (union-find), so that every
 * pair of photos can be labelled: same identity = same person, otherwise different people.
 * The two lists never contradict each other on this set.
 */
function identities(photos: string[], sameLabels: Array<{ a: string; b: string }>): Map<string, string> {
  const parent = new Map(photos.map((photo) => [photo, photo]));
  const root = (photo: string): string => {
    const up = parent.get(photo)!;
    return up === photo ? photo : root(up);
  };
  for (const { a, b } of sameLabels) parent.set(root(a), root(b));
  return new Map(photos.map((photo) => [photo, root(photo)]));
}

export type DeepfaceSet = { photos: string[]; identity: Map<string, string>; pairs: LabelledPair[] };

/** Only photos that some labelled pair names (the mirrored copy and group photos are left out). */
export async function loadDeepfaceSet(): Promise<DeepfaceSet> {
  const master = await csvPairs("master.csv");
  const pivot = await csvPairs("face-recognition-pivot.csv");
  const onDisk = new Set(await readdir(deepfaceDir));
  const photos = [...new Set([...master, ...pivot].flatMap((p) => [p.a, p.b]))]
    .filter((photo) => onDisk.has(photo))
    .sort((x, y) => x.localeCompare(y, "en", { numeric: true }));
  const identity = identities(
    photos,
    [...master, ...pivot].filter((p) => p.same),
  );
  const key = (a: string, b: string) => [a, b].sort().join("|");
  const masterKeys = new Set(master.map((p) => key(p.a, p.b)));
  const pairs: LabelledPair[] = [];
  for (let i = 0; i < photos.length; i++)
    for (let j = i + 1; j < photos.length; j++) {
      const [a, b] = [photos[i]!, photos[j]!];
      pairs.push({ a, b, same: identity.get(a) === identity.get(b), inMaster: masterKeys.has(key(a, b)) });
    }
  return { photos, identity, pairs };
}

export const readPhoto = (photo: string) => readFile(path.join(deepfaceDir, photo));
