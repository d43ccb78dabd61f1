import { describe, expect, it } from "vitest";
import type { ApplicantData, Attempt } from "../../common/kyc-api/schemas";
import { faceCheckWords, idCheckOutcome, idCheckWords, isKoreanId } from "./attempt-checks";

const passport: ApplicantData = { idType: "passport", idcard_issuingCountry: "FRA" };
const koreanCard: ApplicantData = { idType: "government_id", idcard_issuingCountry: "KOR" };
const faceParams = { selfieFaceCount: 1, idImageFaceCount: 1, similarityPassMark: 85, livenessPassMark: 50 };
const attempt = (over: Partial<Attempt>): Attempt => ({ attemptCnt: 1, ...over });

describe("the ID authenticity check's words", () => {
  it("applies to Korean ID cards and driving licences only", () => {
    expect(isKoreanId(koreanCard)).toBe(true);
    expect(isKoreanId({ idType: "drivers_license", idcard_issuingCountry: "kor" })).toBe(true);
    expect(isKoreanId({ idType: "passport", idcard_issuingCountry: "KOR" })).toBe(false);
    expect(isKoreanId({ idType: "government_id", idcard_issuingCountry: "JPN" })).toBe(false);
    expect(isKoreanId({})).toBe(false);
  });

  it("reads a failed face match on a passport as a face mismatch, not a failed ID check", () => {
    const mismatch = attempt({
      faceSimilarityScore: 40,
      livenessScore: 90,
      verificationParams: faceParams,
      verificationResult: "fail",
    });
    expect(idCheckOutcome(passport, mismatch)).toBeNull();
    expect(idCheckWords(passport, mismatch)).toEqual({
      text: "Does not apply (not a Korean ID card or licence)",
      tone: "neutral",
    });
    expect(faceCheckWords(mismatch)).toEqual({
      text: "Face mismatch: similarity 40, 85 needed",
      tone: "bad",
    });
  });

  it("says a Korean ID's check was not reached when the face check failed first", () => {
    const mismatch = attempt({
      faceSimilarityScore: 40,
      verificationParams: faceParams,
      verificationResult: "fail",
    });
    expect(idCheckOutcome(koreanCard, mismatch)).toBeNull();
    expect(idCheckWords(koreanCard, mismatch).text).toBe("Not reached: the face check failed first");
  });

  it("reports the check where it ran, by its recorded inputs", () => {
    const ran = (result: "success" | "fail") =>
      attempt({
        faceSimilarityScore: 95,
        livenessScore: 90,
        verificationParams: { ...faceParams, fullName: "홍길동", idType: "government_id" },
        verificationResult: result,
      });
    expect(idCheckWords(koreanCard, ran("success"))).toEqual({ text: "Passed", tone: "good" });
    expect(idCheckWords(koreanCard, ran("fail"))).toMatchObject({ tone: "bad" });
    expect(idCheckOutcome(koreanCard, ran("fail"))).toBe("failed");
    // A vendor's bare answer (no inputs recorded) counts when the faces passed.
    expect(idCheckOutcome(koreanCard, attempt({ faceSimilarityScore: 95, verificationResult: "fail" }))).toBe(
      "failed",
    );
    expect(idCheckWords(koreanCard, attempt({})).text).toBe("Not run");
  });

  it("names the face check's own problems", () => {
    expect(faceCheckWords(attempt({ verificationParams: { ...faceParams, selfieFaceCount: 0 } })).text).toBe(
      "No face found in the selfie",
    );
    expect(faceCheckWords(attempt({ faceSimilarityScore: 90, livenessScore: 20 })).text).toBe(
      "Liveness failed: score 20, 50 needed",
    );
    expect(faceCheckWords(attempt({ faceSimilarityScore: 90, livenessScore: 60 }))).toEqual({
      text: "Passed",
      tone: "good",
    });
    expect(faceCheckWords(attempt({})).text).toBe("Not scored");
  });
});
