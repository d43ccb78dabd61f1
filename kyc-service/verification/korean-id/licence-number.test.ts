import { describe, expect, it } from "vitest";
import {
  formatLicenceNumber,
  licenceNumberIsValid,
  normaliseLicenceNumber,
  serialNumberIsValid,
} from "./licence-number";

describe("driver licence number", () => {
  it("accepts the numeric and the region-name forms", () => {
    expect(normaliseLicenceNumber("11-16-372118-40")).toBe("111637211840");
    expect(normaliseLicenceNumber("서울 16-372118-40")).toBe("111637211840");
    expect(formatLicenceNumber("111637211840")).toBe("11-16-372118-40");
  });

  it("rejects unknown regions and wrong lengths", () => {
    expect(licenceNumberIsValid("99-16-372118-40")).toBe(false);
    expect(licenceNumberIsValid("11-16-37211-40")).toBe(false);
    expect(licenceNumberIsValid("")).toBe(false);
  });

  it("wants a six-digit serial", () => {
    expect(serialNumberIsValid("007507")).toBe(true);
    expect(serialNumberIsValid("7507")).toBe(false);
    expect(serialNumberIsValid("00750A")).toBe(false);
  });
});
