import { describe, expect, it, vi } from "vitest";
import { testClient } from "@/tests/support/kyc-service";
import { KycApiError } from "../kyc/errors";
import { ndjsonStream, scanFailure, type ScanEvent } from "./scan-stream";
import { decodeScanEvent } from "./scan-wire";

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

describe("ndjsonStream with the search's audit event", () => {
  it("asks upstream first, writes the event meanwhile, and sends nothing before it is stored", async () => {
    const log: string[] = [];
    let store!: () => void;
    const recorded = new Promise<void>((resolve) => (store = resolve));
    const record = () => {
      log.push("audit started");
      return recorded.then(() => void log.push("audited"));
    };
    const reading = lines(ndjsonStream(events(log), record));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log).toEqual(["upstream asked", "audit started"]);
    store();
    expect((await reading).map((e) => e.type)).toEqual(["progress", "end"]);
    expect(log).toEqual(["upstream asked", "audit started", "audited"]);
  });

  it("shows no result of a search that could not be recorded, and says why", async () => {
    const result = await lines(ndjsonStream(events([]), () => Promise.reject(new Error("SQLITE_BUSY"))));
    expect(result).toEqual([
      { type: "error", message: expect.stringContaining("could not be recorded in the audit log") },
    ]);
    expect(JSON.stringify(result)).not.toContain("SQLITE_BUSY");
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
