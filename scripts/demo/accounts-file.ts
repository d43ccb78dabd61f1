// The demo accounts' first passwords, written where only the owner can read them
// (<data dir>/secrets/demo-accounts.txt, mode 0600) instead of to the output: `npm start`'s
// output is a server log, and a log must hold no password (docs/accountability.md).
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export function writeDemoAccounts(
  dataDir: string,
  accounts: { role: string; email: string; password: string }[],
) {
  const file = path.join(dataDir, "secrets", "demo-accounts.txt");
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const lines = accounts.map((a) => `${a.role.padEnd(8)}  ${a.email.padEnd(24)}  ${a.password}`);
  writeFileSync(
    file,
    `# First passwords of the demo accounts: change them under Users, then delete this file.\n${lines.join("\n")}\n`,
    { mode: 0o600 },
  );
  chmodSync(file, 0o600); // an existing file keeps its mode on rewrite
  return file;
}
