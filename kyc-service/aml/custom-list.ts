// A company's own list, as JSON (format documented in docs/aml.md, examples in demo-lists/).
import { z } from "zod";
import { isCountryAlpha3 } from "../../common/countries/codes";
import { parseBirthRange } from "./dates-of-birth";
import { LIST_CATEGORIES, WatchlistFormatError, type ParsedWatchlist } from "./watchlist";

const text = z.string().trim().min(1);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be YYYY-MM-DD");

const CustomEntry = z.strictObject({
  id: text.max(100),
  name: text.max(300),
  aliases: z.array(text.max(300)).max(200).default([]),
  datesOfBirth: z
    .array(
      z
        .string()
        .refine((d) => parseBirthRange(d) !== undefined, "must be YYYY-MM-DD, YYYY, or '<date> to <date>'"),
    )
    .default([]),
  nationalities: z
    .array(z.string().refine(isCountryAlpha3, "must be an ISO alpha-3 code such as KOR"))
    .default([]),
  gender: z.enum(["male", "female"]).optional(),
  programmes: z.array(text.max(100)).default([]),
  remarks: z.string().max(2000).optional(),
});

const CustomList = z.strictObject({
  name: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, "must be lowercase letters, digits and dashes, e.g. acme-internal"),
  source: text.max(300),
  category: z.enum(LIST_CATEGORIES),
  versionDate: isoDate,
  entries: z.array(CustomEntry).min(1, "must hold at least one entry"),
});

export function parseCustomList(json: string, overrides: { versionDate?: string } = {}): ParsedWatchlist {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    throw new WatchlistFormatError(`not valid JSON: ${(error as Error).message}`);
  }
  const parsed = CustomList.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 10)
      .map((issue) => `${issue.path.join(".") || "(top level)"}: ${issue.message}`);
    throw new WatchlistFormatError(
      `the list does not follow the custom format (docs/aml.md):\n  ${issues.join("\n  ")}`,
    );
  }
  const list = parsed.data;
  const ids = new Set<string>();
  for (const entry of list.entries) {
    if (ids.has(entry.id)) throw new WatchlistFormatError(`entries: id "${entry.id}" appears twice`);
    ids.add(entry.id);
  }
  return {
    name: list.name,
    source: list.source,
    format: "custom",
    category: list.category,
    versionDate: overrides.versionDate ?? list.versionDate,
    entries: list.entries.map((entry) => ({
      externalId: entry.id,
      primaryName: entry.name,
      aliases: entry.aliases,
      datesOfBirth: entry.datesOfBirth.map((d) => parseBirthRange(d)!),
      nationalities: entry.nationalities,
      gender: entry.gender,
      programmes: entry.programmes,
      remarks: entry.remarks,
    })),
  };
}
