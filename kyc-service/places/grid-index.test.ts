import { describe, expect, it } from "vitest";
import { GridIndex, haversineKm } from "./grid-index";

// A seeded generator so a failure reproduces.
function random(seed: number) {
  return () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

describe("GridIndex", () => {
  const next = random(7);
  const count = 5000;
  const lat = Float64Array.from({ length: count }, () => next() * 180 - 90);
  const lng = Float64Array.from({ length: count }, () => next() * 360 - 180);
  // Points either side of the antimeridian and near a pole, where cells wrap and shrink.
  lat.set([10, 10, 89.5, -89.9], 0);
  lng.set([179.95, -179.95, 0, 120], 0);
  const index = new GridIndex(lat, lng);

  it("finds exactly the points a full scan finds, nearest first", () => {
    const queries: Array<[number, number, number]> = [
      [10, 179.9, 20],
      [10, -179.99, 50],
      [89.7, 40, 100],
      [-89.95, -60, 30],
      [37.5, 127, 800],
    ];
    for (let i = 0; i < 40; i++) queries.push([next() * 170 - 85, next() * 360 - 180, 50 + next() * 1500]);
    for (const [qLat, qLng, radius] of queries) {
      const expected = [];
      for (let i = 0; i < count; i++)
        if (haversineKm(qLat, qLng, lat[i]!, lng[i]!) <= radius) expected.push(i);
      const found = index.within(qLat, qLng, radius);
      expect(found.map((n) => n.id).sort((a, b) => a - b)).toEqual(expected);
      for (let i = 1; i < found.length; i++)
        expect(found[i]!.distanceKm).toBeGreaterThanOrEqual(found[i - 1]!.distanceKm);
    }
  });

  it("measures great-circle distance (Seoul to Busan is about 325 km)", () => {
    expect(haversineKm(37.566, 126.9784, 35.10168, 129.03004)).toBeCloseTo(325, -1);
  });
});
