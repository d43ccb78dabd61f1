// `npm run evidence:verify -- FILE --public-key KEY.pem [--public-key OLD.pem ...]`: checks a
// case record or erasure receipt (the signed JSON the dashboard gives) offline, with nothing
// but the public key(s): no database, no network, no secret. Prints what the document covers.
// A file changed in any byte fails. Exit code 0 valid, 1 not valid, 2 could not run.
// The public key: `npm run evidence:public-key` where the signing key is kept.
import { readFileSync } from "node:fs";
import { covers } from "../lib/evidence/outline";
import { publicKeysFromPem, verifyEvidenceText } from "../lib/evidence/signature";

const usage = "usage: npm run evidence:verify -- FILE --public-key KEY.pem [--public-key RETIRED.pem ...]";

export function run(args: string[], out = console.log, err = console.error): number {
  const files: string[] = [];
  const keyFiles: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--public-key") keyFiles.push(args[++i] ?? "");
    else files.push(args[i]!);
  }
  if (files.length !== 1 || keyFiles.length === 0 || keyFiles.includes("")) {
    err(usage);
    return 2;
  }
  let text: string;
  let keys;
  try {
    text = readFileSync(files[0]!, "utf8");
    keys = keyFiles.flatMap((f) => publicKeysFromPem(readFileSync(f, "utf8")));
  } catch (error) {
    err(`cannot read: ${(error as Error).message}`);
    return 2;
  }
  if (keys.length === 0) {
    err("no PEM public key (-----BEGIN PUBLIC KEY-----) in the key file(s)");
    return 2;
  }
  const result = verifyEvidenceText(text, keys);
  if (!result.ok) {
    err(`NOT VALID: ${result.problem}`);
    return 1;
  }
  out(`VALID: signed with key ${result.keyId}; file SHA-256 ${result.sha256}`);
  for (const line of covers(result.doc)) out(`  ${line}`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = run(process.argv.slice(2));
