// Validates environment variables against a zod schema, turning the first problem into one
// line that names the variable and says what to fix (no stack trace for a bad setting).
import type { z } from "zod";

/** Environment variables as given; plain records too, so tests need not build a ProcessEnv. */
export type EnvSource = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function parseEnv<S extends z.ZodType>(schema: S, source: EnvSource, program: string): z.infer<S> {
  // An empty variable means "not set", so `FOO=` falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const variable = issue.path.join(".") || "environment";
  const value = source[variable];
  const given =
    typeof value === "string" && !/KEY|SECRET|PASSWORD|TOKEN|DATABASE_URL/.test(variable)
      ? ` (got "${value}")`
      : "";
  throw new ConfigError(`${program} configuration: ${variable} ${issue.message}${given}. See .env.example.`);
}
