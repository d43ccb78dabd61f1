// The record's ID expiry: a reviewer's correction first, else the expiry step 1's OCR read off
// the card (the record used to say nothing, and the case page "ID expiry: not given").
import { describe, expect, it } from "vitest";
import type { Submission } from "../generated/prisma/sqlite/client";
import { applicantData } from "./submission-record";

const row = (over: Partial<Submission>) => ({ name: "HONG Gildong", ...over }) as Submission;

describe("the record's ID expiry", () => {
  it("is what the OCR read off the card when nobody corrected it", () => {
    const ocr = JSON.stringify({ ocr_birthDate: "1990-01-02", ocr_expireDate: "2031-05-06" });
    expect(applicantData(row({ ocr })).idcard_expireDate).toBe("2031-05-06");
  });

  it("is a reviewer's correction when there is one", () => {
    const ocr = JSON.stringify({ ocr_expireDate: "2031-05-06" });
    expect(applicantData(row({ ocr, idExpireDate: "2032-01-01" })).idcard_expireDate).toBe("2032-01-01");
  });

  it("is left out when neither says, or the OCR's is not a day", () => {
    expect(applicantData(row({})).idcard_expireDate).toBeUndefined();
    expect(applicantData(row({ ocr: JSON.stringify({ ocr_expireDate: "31/05" }) })).idcard_expireDate).toBe(
      undefined,
    );
  });
});
