import { describe, expect, it } from "vitest";
import { gazetteer } from "./gazetteer";
import { koreanCityNames } from "./korean-names";
import { localityAt } from "./locality";

describe("gazetteer", () => {
  it("gives every Hangul name in the table to a South Korean city of the data", () => {
    const places = gazetteer();
    const all = Array.from({ length: places.count }, (_, id) => places.place(id));
    const named = new Map(all.filter((p) => p.korean).map((p) => [p.korean!, p]));
    for (const [hangul, name] of koreanCityNames) {
      expect(named.get(hangul)?.name, hangul).toBe(name);
      expect(named.get(hangul)?.country).toBe("KR");
    }
  });

  it("places a point in the city it is in, not in a village nearby nor the big city next door", () => {
    expect(localityAt(37.5796, 126.977)?.name).toBe("Seoul"); // Gyeongbokgung
    expect(localityAt(37.3943, 127.1112)?.name).toBe("Seongnam-si"); // Pangyo, beside Seoul
    expect(localityAt(47.3769, 8.5417)?.name).toBe("Zürich");
    expect(localityAt(37.3861, -122.0839)?.name).toBe("Mountain View");
    expect(localityAt(0, -30)).toBeUndefined(); // mid-Atlantic
  });
});
