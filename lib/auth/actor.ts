// The signed-in person on whose behalf something is done, as the audit log records them.
import type { Role } from "./permissions";

export type Actor = { id: string; email: string; role: Role };
