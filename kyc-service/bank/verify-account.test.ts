import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openServiceDb } from "../store/db";
import { FileStore } from "../store/files";
import { SimulatedBank } from "./simulated-bank";
import { AccountVerificationError } from "./results";
import { startOfBankDay, verifyAccount } from "./verify-account";

describe("verifyAccount", () => {
  it("answers db_processing_error with a safe cause when the database fails (a real database without its tables)", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "prestep2-"));
    const db = await openServiceDb(`file:${path.join(dir, "empty.db")}`);
    const logged: string[] = [];
    try {
      const project = {
        id: "p",
        name: "p",
        accountVerification: true,
        reviewExtension: false,
        amlThreshold: 90,
      };
      const body = {
        submissionId: "s",
        requestType: "occupancy",
        userName: "Hong Gildong",
        bankCode: "004",
        accountNumber: "1002003000001",
      };
      const failure = await verifyAccount(
        { db, files: new FileStore(dir), bank: new SimulatedBank(db) },
        project,
        body,
        (_e, what) => logged.push(what),
      ).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AccountVerificationError);
      expect((failure as AccountVerificationError).body()).toEqual({
        statusCode: 400,
        success: false,
        errorCode: "db_processing_error",
        message: "db processing error: could not read the submission",
      });
      expect(logged).toEqual(["read the submission"]);
    } finally {
      await db.$disconnect();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("counts the transfer limit per Seoul calendar day", () => {
    expect(startOfBankDay(new Date("2026-11-23T14:59:59Z")).toISOString()).toBe("2026-11-22T15:00:00.000Z");
    expect(startOfBankDay(new Date("2026-11-23T15:00:00Z")).toISOString()).toBe("2026-11-23T15:00:00.000Z");
  });
});
