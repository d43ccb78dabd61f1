// `npm run audit:verify`: verifies the audit log's keyed hash chain and its newest signed
// digest (scripts/audit-verify-command.ts, the same run as the app's "Verify now").
// Exit code 0 intact, 1 broken or cut (the first bad event named), 2 could not run.
import { auditVerify } from "./audit-verify-command";

auditVerify(process.env).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`audit:verify could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
