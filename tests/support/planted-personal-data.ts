// Personal data to plant through the dashboard's forms and routes, and the search of the audit
// log for it (tests/audit-personal-data.test.ts): each value, and the other ways it is written.
import { db } from "@/lib/db";

export const name = "김민지";
export const latinName = "Kim Minji";
export const rrn = "791005-2403154";
export const passport = "M12345678";
export const phone = "010-1234-5678";
export const email = "minji.kim@example.kr";
export const note = `Called ${name} (${latinName}), RRN ${rrn}, passport ${passport}, phone ${phone}, ${email}`;
/** What a person might type or paste where an id goes. */
export const typedIds = [
  rrn,
  rrn.replace("-", ""),
  passport,
  phone,
  phone.replaceAll("-", ""),
  "KimMinji",
  email,
];

/** Each planted value, and the other ways it may be written in a column. */
export const traces: Record<string, RegExp> = {
  name: new RegExp(`${name}|${encodeURIComponent(name)}|minji`, "i"),
  "resident registration number": /791005-?2403154/,
  "passport number": /M12345678/i,
  "phone number": /010-?1234-?5678/,
  "e-mail": /minji\.kim|example\.kr|%40example/i,
};

/** Which planted values a column of an event after `since` holds: the kind, the action, the column. */
export async function plantedInLog(since = 0): Promise<string[]> {
  const found: string[] = [];
  for (const event of await db().auditEvent.findMany({ where: { seq: { gt: since } } })) {
    for (const [column, value] of Object.entries(event)) {
      const text = value instanceof Date ? value.toISOString() : String(value ?? "");
      for (const [kind, trace] of Object.entries(traces))
        if (trace.test(text)) found.push(`${kind} in ${event.action}.${column}`);
    }
  }
  return [...new Set(found)];
}
