// Reverse geocoding to the level the gazetteer supports: which city or town a point is in.
// Each place gets a radius of influence growing with its population (Seoul's ~30 km,
// a town's 2 km); a point belongs to the place whose radius it sits deepest inside, so a
// suburb with its own name beats the big city next door, and a village does not swallow
// a city centre. Outside every radius, the nearest place within reach is taken.
import { gazetteer, type Place } from "./gazetteer";

const searchRadiusKm = 40;

const influenceKm = (population: number) => Math.max(2, 0.01 * Math.sqrt(population));

export function localityAt(lat: number, lng: number): Place | undefined {
  const places = gazetteer();
  const near = places.grid.within(lat, lng, searchRadiusKm);
  if (near.length === 0) return undefined;
  let best: number | undefined;
  let bestDepth = Infinity;
  for (const { id, distanceKm } of near) {
    const depth = distanceKm / influenceKm(places.population(id));
    if (depth <= 1 && depth < bestDepth) {
      best = id;
      bestDepth = depth;
    }
  }
  return places.place(best ?? near[0]!.id);
}
