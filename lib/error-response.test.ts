import { describe, expect, it } from "vitest";
import { errorBody, errorMessageOf, errorResponse } from "./error-response";

describe("the one error body of route handlers", () => {
  it("answers JSON with a code derived from the status and the message, never cached", async () => {
    const response = errorResponse(400, "The sort parameter: use name or created.");
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      error: { code: "bad_request", message: "The sort parameter: use name or created." },
    });
    expect(errorBody(504, "late").error.code).toBe("upstream_timeout");
    expect(errorBody(401, "Sign in to continue.")).toEqual({
      error: { code: "unauthenticated", message: "Sign in to continue." },
    });
  });

  it("reads the message back, and nothing from bodies of another shape", () => {
    expect(errorMessageOf(errorBody(404, "No such thing."))).toBe("No such thing.");
    expect(errorMessageOf({ message: "old shape" })).toBeNull();
    expect(errorMessageOf({ error: "old shape" })).toBeNull();
    expect(errorMessageOf(null)).toBeNull();
    expect(errorMessageOf("text")).toBeNull();
  });
});
