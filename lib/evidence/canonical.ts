// Canonical JSON: object keys sorted by code unit, no spaces, JSON.stringify's escaping (as in
// RFC 8785 for the values evidence holds: strings, integers, booleans, null). Signer and
// verifier agree byte for byte, and a file is accepted only in exactly this form, so changing
// any byte of it is either a different value or a form the verifier refuses.
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error("canonical JSON holds only finite numbers");
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  throw new Error(`canonical JSON cannot hold a ${typeof value}`);
}
