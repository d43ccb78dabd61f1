// Imported once by instrumentation.ts when the server starts: the case index's sync begins
// with the process, not with the first request.
import { startCaseIndexSync } from "./start";

startCaseIndexSync();
