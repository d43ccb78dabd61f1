// A part of the case page always resolves: its value, or a failure of the kind that happened,
// with a message for the page that carries no internal detail.
import { describe, expect, it } from "vitest";
import { english, sayMessage } from "@/lib/actions/message";
import { KycApiError } from "@/lib/kyc/errors";
import { after, part } from "./case-part";

describe("a case page part", () => {
  it("resolves to the value of its call", async () => {
    expect(await part(() => Promise.resolve(3), "three")).toEqual({ ok: true, value: 3 });
  });

  it("resolves an upstream failure to its code and the message the page shows", async () => {
    const failed = await part(() => {
      throw new KycApiError(504, "timeout", "gateway timeout", "/v2/submission");
    }, "upstream test");
    expect(failed).toMatchObject({ ok: false, kind: "upstream", code: "timeout" });
    expect(!failed.ok && sayMessage(english, failed.said)).toBe(
      "The KYC service did not answer in time. Try again in a moment.",
    );
  });

  it("resolves any other failure without its message, and a part built on a failed one fails alike", async () => {
    const failed = await part(() => Promise.reject(new Error("SQLITE_BUSY: secret detail")), "internal test");
    expect(failed).toMatchObject({ ok: false, kind: "internal", code: "internal" });
    expect(JSON.stringify(failed)).not.toContain("secret detail");
    let ran = false;
    const derived = await after(Promise.resolve(failed), () => (ran = true), "derived test");
    expect(derived).toEqual(failed);
    expect(ran).toBe(false);
  });
});
