// zod for code that runs in the browser too: without its JIT. Zod compiles object parsers
// with `new Function` when it may, and merely trying is refused by the dashboard's
// Content-Security-Policy (script-src without 'unsafe-eval'), a console error on every page
// that parses a schema. Importing z from here sets the switch before any schema is made.
import { z } from "zod";

z.config({ jitless: true });

export { z };
