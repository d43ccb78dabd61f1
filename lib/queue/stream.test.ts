import { describe, expect, it, vi } from "vitest";
import { testClient } from "@/tests/support/kyc-service";
import { KycApiError } from "../kyc/errors";
import { decodeScanEvent, type ScanEvent } from "./rows";
import { ndjsonStream, scanFailure } from "./stream";

async function* events(log: string[]): AsyncGenerator<ScanEvent> {
  log.push("upstream asked");
  yield { type: "progress", scanned: 1, matched: 1, rows: [] };
  yield { type: "end", scanned: 1, matched: 1, next: null, stop: "unfiltered" };
}

async function lines(stream: ReadableStream<Uint8Array>): Promise<ScanEvent[]> {
  const text = await new Response(stream).text();
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => decodeScanEvent(line));
}

describe("ndjsonStream", () => {
  it("sends one line per event, in order", async () => {
    expect((await lines(ndjsonStream(events([])))).map((e) => e.type)).toEqual(["progress", "end"]);
  });

  it("drops a batch that arrives after the reader left, without an error", async () => {
    let deliver!: () => void;
    const arrived = new Promise<void>((resolve) => (deliver = resolve));
    async function* slow(): AsyncGenerator<ScanEvent> {
      await arrived;
      yield { type: "progress", scanned: 1, matched: 1, rows: [] };
    }
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const reader = ndjsonStream(slow()).getReader();
      const pending = reader.read();
      await new Promise((resolve) => setTimeout(resolve, 10));
      const cancelling = reader.cancel();
      deliver();
      await cancelling;
      expect(await pending).toEqual({ done: true, value: undefined });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});

describe("scanFailure: what the queue says when the upstream fails", () => {
  it("names a refused key, from a real refusal by the service", async () => {
    const client = testClient({ apiKey: "not-the-key" });
    const error = await client.listSubmissions({ count: 1 }).then(
      () => null,
      (e: unknown) => e,
    );
    await client.close();
    expect(error).toBeInstanceOf(KycApiError);
    expect(scanFailure(error)).toEqual({
      type: "error",
      message: expect.stringContaining("refused the dashboard's API key"),
    });
  });

  it("names a timeout, an unreachable service, a malformed answer and a failure by status, never the upstream text of a 5xx", () => {
    const said = (status: number, code: string) =>
      (
        scanFailure(new KycApiError(status, code, "stack at db.ts:12 secret", "/v2/submission")) as {
          message: string;
        }
      ).message;
    expect(said(0, "timeout")).toContain("did not answer in time");
    expect(said(0, "network")).toContain("could not be reached");
    expect(said(502, "malformed_response")).toContain("could not understand");
    expect(said(503, "unavailable")).toBe("The KYC service failed (HTTP 503). Try again later.");
    for (const message of [said(500, "server_error"), said(0, "timeout")])
      expect(message).not.toContain("secret");
  });

  it("says nothing of an unknown error but that it is in the server log", () => {
    expect(scanFailure(new TypeError("Cannot read properties of undefined (reading 'Items')"))).toEqual({
      type: "error",
      message: "The search failed in the dashboard. The details are in the server log.",
    });
  });
});
