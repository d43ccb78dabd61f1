// The pool's bounds with a real tesseract worker: a job holds the only slot while others
// arrive, so no request can wait longer than its limit (a hung step 1 otherwise).
import { afterEach, describe, expect, it } from "vitest";
import { OcrBusyError, OcrPool } from "./pool";

let pool: OcrPool | undefined;
afterEach(() => pool?.close());

describe("OcrPool", () => {
  it("refuses a job that waited longer than its limit, or finds the queue full, then serves again", async () => {
    pool = new OcrPool({ size: 1, queueLimit: 1, timeoutMs: 60_000, queueWaitMs: 50 });
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const holder = pool.run("eng", () => held.then(() => "done"));
    const waiter = pool.run("eng", async () => "never");
    await expect(pool.run("eng", async () => "never")).rejects.toThrow("OCR queue is full");
    await expect(waiter).rejects.toBeInstanceOf(OcrBusyError);
    await expect(waiter).rejects.toThrow("OCR queue wait exceeded 50 ms");
    letGo();
    expect(await holder).toBe("done");
    expect(await pool.run("eng", async () => "served")).toBe("served");
  });
});
