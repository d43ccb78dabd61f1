// Where to go after signing in: only a path on this site, never another origin.
export function safeCallbackPath(value: unknown): string {
  if (
    typeof value !== "string" ||
    !value.startsWith("/") ||
    value.startsWith("//") ||
    value.startsWith("/\\") ||
    // Only printable ASCII can go into a Location header: a newline, a space or a raw
    // non-ASCII character would make the redirect fail with a server error.
    /[^\x21-\x7e]/.test(value)
  )
    return "/submissions";
  if (value.startsWith("/signin") || value.startsWith("/api/")) return "/submissions";
  return value.slice(0, 500);
}
