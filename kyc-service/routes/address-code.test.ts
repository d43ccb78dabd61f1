// POST /v3/address_code and /v2/address_code against the real service over HTTPS.
import { describe, expect, it } from "vitest";
import { Agent, fetch } from "undici";
import { AddressCodeResult, ErrorBody } from "@/common/kyc-api/schemas";
import { serviceInfo, testClient } from "@/tests/support/kyc-service";

let dispatcher: Agent | undefined;

async function post(path: string, body: string, contentType = "application/x-www-form-urlencoded") {
  const info = serviceInfo();
  dispatcher ??= new Agent({ connect: { ca: info.ca } });
  const response = await fetch(`${info.baseUrl}${path}`, {
    method: "POST",
    headers: { "x-api-key": info.apiKey, "content-type": contentType },
    body,
    dispatcher,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe("POST /v3/address_code and /v2/address_code", () => {
  it("turns each of the four address forms into the same codes for the same place", async () => {
    const client = testClient();
    const fromLatLng = await client.addressCode("37.5796, 126.9770");
    const fromGlobal = await client.addressCode(fromLatLng.global_code);
    const fromCompound = await client.addressCode(fromLatLng.compound_code);
    // 126.9770 lies exactly on a cell's west edge, so it belongs to that cell (RR), not the
    // one to its west (RQ) where floating-point encoders put it.
    expect(fromLatLng).toEqual({
      formatted_address: "Seoul, South Korea",
      compound_code: "HXHG+RR Seoul, South Korea",
      global_code: "8Q98HXHG+RR",
    });
    expect(fromGlobal).toEqual(fromLatLng);
    expect(fromCompound).toEqual(fromLatLng);
    const fromText = await client.addressCode("서울특별시 종로구 사직로 161, 대한민국");
    expect(fromText.formatted_address).toBe("Seoul, South Korea");
    expect(fromText.global_code).toMatch(/^8Q98[2-9CFGHJMPQRVWX]{4}\+[2-9CFGHJMPQRVWX]{2}$/);
    await client.close();
  });

  it("encodes coordinates exactly as the Open Location Code test data does", async () => {
    const client = testClient();
    // A row of the project's encoding.csv that floating-point encoders put in the cell south of it.
    expect((await client.addressCode("35.6,3.033")).global_code).toBe("8F75J22M+26");
    expect((await client.addressCode("-41.2730625, 174.7859375")).global_code).toBe("4VCPPQGP+Q9");
    await client.close();
  });

  it("answers identically on the v2 and v3 paths, and validates against the schema", async () => {
    for (const fields of [
      { address: "1600 Amphitheatre Parkway, Mountain View, CA 94043, USA" },
      { address: "8Q98HX8H+G5", language: "ko" },
    ] as Array<Record<string, string>>) {
      const v3 = await post("/v3/address_code", form(fields));
      const v2 = await post("/v2/address_code", form(fields));
      expect(v3.status).toBe(200);
      expect(v2).toEqual(v3);
      AddressCodeResult.parse(v3.body);
    }
    expect((await post("/v2/address_code", form({ address: "8Q98HX8H+G5", language: "ko" }))).body).toEqual({
      formatted_address: "서울, 대한민국",
      compound_code: "HX8H+G5 서울, 대한민국",
      global_code: "8Q98HX8H+G5",
    });
  });

  it("resolves a free-text address to its city, preferring the country named", async () => {
    const client = testClient();
    expect(
      (await client.addressCode("1600 Amphitheatre Parkway, Mountain View, CA 94043, USA")).formatted_address,
    ).toBe("Mountain View, CA, United States");
    expect((await client.addressCode("Paris")).formatted_address).toBe("Paris, France");
    expect((await client.addressCode("Paris, TX, USA")).formatted_address).toBe("Paris, TX, United States");
    expect((await client.addressCode("Bundang-gu, Seongnam, KOR")).formatted_address).toBe(
      "Seongnam-si, South Korea",
    );
    expect((await client.addressCode("zurich", { language: "de" })).formatted_address).toBe(
      "Zürich, Schweiz",
    );
    await client.close();
  });

  it("answers 400 naming what was not understood", async () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{}, /address is required/],
      [{ address: "   " }, /address is required/],
      [{ address: "x".repeat(501) }, /at most 500 characters/],
      [{ address: "Korea" }, /only the country \(South Korea\) was recognised; add the city or town/],
      [{ address: "qwzx plorf" }, /no city, town or country was recognised/],
      [{ address: "ZZZZ+ZZ" }, /"ZZZZ\+ZZ" is not a valid Plus Code/],
      [{ address: "HX8H+G5" }, /the short code HX8H\+G5 needs a locality/],
      [{ address: "HX8H+G5 Qwzxplorf" }, /the locality "Qwzxplorf" of the compound code was not recognised/],
      [{ address: "91.5,10" }, /latitude must be between -90 and 90/],
      [{ address: "10,181" }, /longitude must be between -180 and 180/],
      [{ address: "NaN,Infinity" }, /latitude and longitude must be finite decimal numbers/],
      [{ address: "1e999, 0" }, /must be finite decimal numbers/],
      [{ address: "-Infinity,10" }, /must be finite decimal numbers/],
      [{ address: "Seoul", language: "not a language!" }, /language: expected a short language code/],
    ];
    for (const [fields, message] of cases) {
      for (const path of ["/v3/address_code", "/v2/address_code"]) {
        const answer = await post(path, form(fields));
        expect(answer.status, `${path} ${JSON.stringify(fields)}`).toBe(400);
        expect(ErrorBody.parse(answer.body).message).toMatch(/^Invalid Query String parameters: /);
        expect(answer.body.message).toMatch(message);
      }
    }
  });

  it("refuses bodies that are not a form or JSON object", async () => {
    expect((await post("/v3/address_code", "<address>Seoul</address>", "application/xml")).status).toBe(415);
    expect((await post("/v3/address_code", "address=Seoul", "text/plain")).body.message).toMatch(
      /send the form fields address/,
    );
    const broken = await post("/v3/address_code", '{"address":', "application/json");
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/^Invalid Query String parameters/);
    expect((await post("/v3/address_code", "[1,2]", "application/json")).body.message).toMatch(
      /send the form fields address/,
    );
  });
});
