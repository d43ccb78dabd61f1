// A static spatial index over points: one-degree cells stored as a compressed sparse row
// (an offsets array plus one array of point ids sorted by cell). Built once at load, then a
// radius query visits only the cells its bounding box touches, so a lookup costs
// microseconds instead of a scan of the 130,000 places.
const earthRadiusKm = 6371;
const cellsPerRow = 360;
const rows = 180;

export interface Neighbour {
  id: number;
  distanceKm: number;
}

export class GridIndex {
  private readonly offsets: Uint32Array;
  private readonly ids: Uint32Array;

  constructor(
    private readonly lat: Float64Array,
    private readonly lng: Float64Array,
  ) {
    const cellOf = new Uint32Array(lat.length);
    const counts = new Uint32Array(rows * cellsPerRow + 1);
    for (let i = 0; i < lat.length; i++) {
      cellOf[i] = cellIndex(rowOf(lat[i]!), columnOf(lng[i]!));
      counts[cellOf[i]! + 1]!++;
    }
    for (let c = 1; c < counts.length; c++) counts[c]! += counts[c - 1]!;
    this.offsets = counts;
    this.ids = new Uint32Array(lat.length);
    const fill = counts.slice(0, -1);
    for (let i = 0; i < lat.length; i++) this.ids[fill[cellOf[i]!]!++] = i;
  }

  /** Every point within `radiusKm` of (lat, lng), nearest first. */
  within(lat: number, lng: number, radiusKm: number): Neighbour[] {
    const found: Neighbour[] = [];
    const latSpan = (radiusKm / earthRadiusKm) * (180 / Math.PI);
    // A circle over a pole, or wide enough at its far edge, spans every column.
    const reachesPole = Math.abs(lat) + latSpan >= 89.9;
    const lngSpan = reachesPole ? 180 : latSpan / Math.cos(((Math.abs(lat) + latSpan) * Math.PI) / 180);
    const rowLo = rowOf(Math.max(-90, lat - latSpan));
    const rowHi = rowOf(Math.min(90, lat + latSpan));
    const colLo = lngSpan >= 180 ? -180 : Math.floor(lng - lngSpan);
    const columns =
      lngSpan >= 180 ? cellsPerRow : Math.min(cellsPerRow, Math.floor(lng + lngSpan) - colLo + 1);
    for (let row = rowLo; row <= rowHi; row++) {
      for (let k = 0; k < columns; k++) {
        // Columns wrap at the antimeridian.
        const cell = cellIndex(row, (((colLo + k + 180) % cellsPerRow) + cellsPerRow) % cellsPerRow);
        for (let p = this.offsets[cell]!; p < this.offsets[cell + 1]!; p++) {
          const id = this.ids[p]!;
          const distanceKm = haversineKm(lat, lng, this.lat[id]!, this.lng[id]!);
          if (distanceKm <= radiusKm) found.push({ id, distanceKm });
        }
      }
    }
    return found.sort((a, b) => a.distanceKm - b.distanceKm);
  }
}

const rowOf = (lat: number) => Math.min(rows - 1, Math.floor(lat + 90));
const columnOf = (lng: number) => Math.min(cellsPerRow - 1, Math.floor(lng + 180));
const cellIndex = (row: number, column: number) => row * cellsPerRow + column;

export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const toRad = Math.PI / 180;
  const dLat = (lat2 - lat1) * toRad;
  const dLng = (lng2 - lng1) * toRad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}
