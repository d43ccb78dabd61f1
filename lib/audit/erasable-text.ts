// What a person typed never goes into the append-only chain: a note, a reason or a comment
// is kept in AuditText (erasable with the case it is about), and the event's column holds only
// a reference to that row and the keyed hash of the text. The chain hash covers the reference,
// so erasing the text leaves every hash as it was, and whoever holds the HMAC key and is given
// the text again can show it is the text that was recorded. Filters typed into a search are
// not kept at all: the event holds their keyed hash (`typed#…`), which says nothing without the key.
import "server-only";
import { createHmac } from "node:crypto";
import type { Db } from "../database/dashboard-db";
import { inChunks } from "../database/in-chunks";
import { db } from "../db";
import { env } from "../env";

/** The keyed hash of a text, domain-separated from the e-mail hashes under the same key. */
export const textHmac = (key: string, text: string) =>
  createHmac("sha256", key)
    .update(`audit-text\n${text.normalize("NFC")}`)
    .digest("hex");

/** What a value typed into a filter becomes in the log: a short keyed hash, never the value. */
export const typedValue = (text: string) =>
  `typed#${textHmac(env().audit.hmacKey(), text.trim()).slice(0, 16)}`;

const reference = /^text:([A-Za-z0-9]{1,40}):hmac-sha256:([0-9a-f]{64})$/;
const onlyHash = /^hmac-sha256:[0-9a-f]{64}$/;

/** The keyed hash alone, for a text not kept (a refused attempt that named no case). */
export const hashOnly = (text: string) => `hmac-sha256:${textHmac(env().audit.hmacKey(), text)}`;

/** The reference an event stores in place of the text. */
const referenceOf = (id: string, hmac: string) => `text:${id}:hmac-sha256:${hmac}`;

/** The AuditText id of a stored reference, or null for a column written before (or plain). */
export function textIdOf(stored: string | null | undefined): string | null {
  return stored ? (reference.exec(stored)?.[1] ?? null) : null;
}

/**
 * Stores `text` outside the chain, about `targetId` (erased with it), and gives the reference
 * the event keeps. Stored before the event: a failed append leaves an orphan row, erasable like
 * any other, where the other order could leave an event pointing at nothing ever written.
 */
export async function keepOutsideChain(text: string, targetId: string | null): Promise<string> {
  const row = await db().auditText.create({ data: { targetId, text }, select: { id: true } });
  return referenceOf(row.id, textHmac(env().audit.hmacKey(), text));
}

/** The texts behind a page of events' references: present, or erased (absent here). */
export async function textsOf(
  stored: readonly (string | null)[],
  client: Db = db(),
): Promise<Map<string, string>> {
  const ids = [...new Set(stored.map(textIdOf).filter((id): id is string => id !== null))];
  if (!ids.length) return new Map();
  const rows = await inChunks(ids, (part) =>
    client.auditText.findMany({ where: { id: { in: part } }, select: { id: true, text: true } }),
  );
  return new Map(rows.map((row) => [row.id, row.text]));
}

/**
 * How an event's stated reason reads: the text; "erased" (gone with the case); "altered" (the
 * row no longer matches the keyed hash the chain holds: changed since it was recorded);
 * "notKept" (a hash only); or, for a column written before, the column itself.
 */
export type StatedText =
  { kind: "text"; text: string } | { kind: "erased" } | { kind: "altered" } | { kind: "notKept" } | null;

export function statedTextOf(stored: string | null, texts: ReadonlyMap<string, string>): StatedText {
  if (!stored) return null;
  if (onlyHash.test(stored)) return { kind: "notKept" };
  const [, id, hmac] = reference.exec(stored) ?? [];
  if (!id) return { kind: "text", text: stored };
  const text = texts.get(id);
  if (text === undefined) return { kind: "erased" };
  return textHmac(env().audit.hmacKey(), text) === hmac ? { kind: "text", text } : { kind: "altered" };
}
