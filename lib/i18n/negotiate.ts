// The browser's Accept-Language header to one of our languages: the first range by quality
// whose primary tag we speak ("ko-KR" is Korean). Nothing we speak: undefined.
import { isLocale, type Locale } from "./locales";

export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(",")
    .slice(0, 32) // a header is the browser's, but it is still input: bound the work
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { primary: tag.trim().toLowerCase().split("-")[0] ?? "", quality, index };
    })
    .filter((r) => Number.isFinite(r.quality) && r.quality > 0)
    // Stable: equal qualities keep the browser's order.
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranges.map((r) => r.primary).find(isLocale);
}
