import { describe, expect, it } from "vitest";
import { KycApiError } from "./errors";

describe("KycApiError", () => {
  it("is recognised across module copies by its brand, and nothing else is", async () => {
    // A second copy of the module, as a separately bundled route handler would load it.
    const copy = (await import(`./errors?copy=${Date.now()}`)) as typeof import("./errors");
    expect(copy.KycApiError).not.toBe(KycApiError);
    const foreign = new copy.KycApiError(404, "not_found", "No such endpoint", "/v2/image");
    expect(foreign instanceof KycApiError).toBe(true);
    expect(new Error("x") instanceof KycApiError).toBe(false);
    expect((null as unknown as object) instanceof KycApiError).toBe(false);
  });
});
