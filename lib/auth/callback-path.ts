// Where to go after signing in: only a path on this site, never another origin.
export function safeCallbackPath(value: unknown): string {
  if (
    typeof value !== "string" ||
    !value.startsWith("/") ||
    value.startsWith("//") ||
    value.startsWith("/\\")
  )
    return "/submissions";
  if (value.startsWith("/signin") || value.startsWith("/api/")) return "/submissions";
  return value.slice(0, 500);
}
