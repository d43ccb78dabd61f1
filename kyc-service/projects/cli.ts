// `npm run service:project -- create <name> [--account-verification] [--review-extension]
// [--aml-threshold=<50..100>]`: creates a project of the KYC service and prints its API key
// once (only its hash is kept).
// `npm run service:project -- list` shows the projects and their options, never a key.
import { loadServiceConfig } from "../env";
import { prepareService } from "../setup/prepare";
import { ConfigError } from "../../common/config/parse-env";
import { createProject } from "./projects";

const usage =
  "usage: npm run service:project -- create <name> [--account-verification] [--review-extension] [--aml-threshold=<50..100>]\n       npm run service:project -- list";
const flags = new Set(["--account-verification", "--review-extension"]);
const thresholdFlag = /^--aml-threshold=(.*)$/;

/** The AML match threshold (docs/aml.md); below 50 nearly every name would match. */
function amlThreshold(rest: string[]): number | undefined {
  const value = rest.map((arg) => thresholdFlag.exec(arg)?.[1]).find((v) => v !== undefined);
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 50 || n > 100)
    throw new UsageError(
      `--aml-threshold must be a whole number from 50 to 100, not ${JSON.stringify(value)}`,
    );
  return n;
}

async function main(args: string[]) {
  const [command, ...rest] = args;
  const names = rest.filter((arg) => !arg.startsWith("--"));
  const unknown = rest.filter((arg) => arg.startsWith("--") && !flags.has(arg) && !thresholdFlag.test(arg));
  const threshold = amlThreshold(rest);
  if (unknown.length) throw new UsageError(`unknown option ${unknown.join(", ")}`);
  if (command !== "create" && command !== "list")
    throw new UsageError(command ? `unknown command ${command}` : "no command given");

  const { db } = await prepareService(loadServiceConfig());
  try {
    if (command === "list") {
      for (const p of await db.project.findMany({ orderBy: { createdAt: "asc" } })) {
        const options = [
          p.accountVerification && "account verification",
          p.reviewExtension && "review extension",
        ].filter(Boolean);
        console.log(
          `${p.name}\t${options.length ? options.join(", ") : "no options"}\tAML threshold ${p.amlThreshold}\tcreated ${p.createdAt.toISOString()}`,
        );
      }
      return;
    }
    const name = names[0]?.trim();
    if (!name || names.length > 1 || name.length > 100)
      throw new UsageError("give one project name (at most 100 characters)");
    if (await db.project.findUnique({ where: { name } }))
      throw new UsageError(`a project named ${JSON.stringify(name)} exists already`);
    const { apiKey } = await createProject(db, name, {
      accountVerification: rest.includes("--account-verification"),
      reviewExtension: rest.includes("--review-extension"),
      ...(threshold !== undefined ? { amlThreshold: threshold } : {}),
    });
    console.log(
      `created project ${JSON.stringify(name)}. Its API key (shown only now; only a hash is stored):\n${apiKey}`,
    );
  } finally {
    await db.$disconnect();
  }
}

class UsageError extends Error {}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n${usage}`);
  else if (error instanceof ConfigError) console.error(error.message);
  else console.error(`could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(error instanceof UsageError ? 2 : 1);
});
