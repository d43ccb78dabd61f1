// Every test file: `server-only` is a guard for Next.js bundles; in Vitest it is a no-op.
import { vi } from "vitest";

vi.mock("server-only", () => ({}));
