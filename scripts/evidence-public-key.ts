// `npm run evidence:public-key`: prints the public key (PEM) of the audit signing key, with its
// id, for auditors who verify case records and erasure receipts (npm run evidence:verify).
import { publicKeyOf, signingKey } from "../lib/audit/digest";
import { loadDashboardEnv } from "../lib/env";
import { keyIdOf } from "../lib/evidence/signature";

const key = publicKeyOf(signingKey(loadDashboardEnv().audit.signingSeed()));
console.error(`key id ${keyIdOf(key)}`);
process.stdout.write(key.export({ type: "spki", format: "pem" }).toString());
