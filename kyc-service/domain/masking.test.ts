import { describe, expect, it } from "vitest";
import { maskIdentityNumber, maskIpAddress } from "./masking";

describe("masking", () => {
  it("keeps the birth date and gender digit of a resident registration number", () => {
    expect(maskIdentityNumber("900101-1234567")).toBe("900101-1******");
    expect(maskIdentityNumber("9001011234567")).toBe("900101-1******");
  });
  it("masks the middle of other identifiers", () => {
    expect(maskIdentityNumber("AB123456")).toBe("AB****56");
    expect(maskIdentityNumber("123")).toBe("***");
  });
  it("masks the last octet of IPv4 and all but three groups of IPv6", () => {
    expect(maskIpAddress("203.0.113.42")).toBe("203.0.113.***");
    expect(maskIpAddress("::ffff:10.1.2.3")).toBe("10.1.2.***");
    expect(maskIpAddress("2001:db8:85a3:0:0:8a2e:370:7334")).toBe("2001:db8:85a3:****");
  });
});
