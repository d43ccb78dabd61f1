import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { sessionSubject } from "./session-token";

const secret = "a-test-secret-of-enough-length-0123456789";
const plain = "authjs.session-token";
const secure = "__Secure-authjs.session-token";

async function token(options: { salt?: string; maxAge?: number; key?: string; sub?: string } = {}) {
  const salt = options.salt ?? plain;
  return encode({
    token: { sub: options.sub ?? "reviewer-1", role: "reviewer" },
    secret: options.key ?? secret,
    salt,
    maxAge: options.maxAge,
  });
}

const over = (proto: string | null, cookie: string, extra: Record<string, string> = {}) =>
  new Headers({ ...(proto ? { "x-forwarded-proto": proto } : {}), cookie, ...extra });

describe("sessionSubject: the reviewer id of a valid session cookie", () => {
  it("reads the id from the plain cookie over http and the secure cookie over https (https when no proxy says)", async () => {
    expect(await sessionSubject(over("http", `${plain}=${await token()}`), secret)).toBe("reviewer-1");
    expect(await sessionSubject(over("https", `${secure}=${await token({ salt: secure })}`), secret)).toBe(
      "reviewer-1",
    );
    expect(await sessionSubject(over(null, `${secure}=${await token({ salt: secure })}`), secret)).toBe(
      "reviewer-1",
    );
  });

  it("refuses a token made with another secret, for another cookie name, tampered with, or expired", async () => {
    expect(
      await sessionSubject(
        over("http", `${plain}=${await token({ key: "another-secret-of-enough-length-987654" })}`),
        secret,
      ),
    ).toBeNull();
    expect(
      await sessionSubject(over("https", `${secure}=${await token({ salt: plain })}`), secret),
    ).toBeNull();
    expect(
      await sessionSubject(over("http", `${secure}=${await token({ salt: secure })}`), secret),
    ).toBeNull();
    const good = await token();
    const tampered = good.slice(0, -8) + (good.endsWith("AAAAAAAA") ? "BBBBBBBB" : "AAAAAAAA");
    expect(await sessionSubject(over("http", `${plain}=${tampered}`), secret)).toBeNull();
    expect(await sessionSubject(over("http", `${plain}=${await token({ maxAge: -60 })}`), secret)).toBeNull();
    expect(await sessionSubject(over("http", `${plain}=not-a-token`), secret)).toBeNull();
  });

  it("takes sessions from the cookie only: no cookie is no session, whatever the bearer header says", async () => {
    expect(
      await sessionSubject(
        new Headers({ "x-forwarded-proto": "http", authorization: `Bearer ${await token()}` }),
        secret,
      ),
    ).toBeNull();
    expect(
      await sessionSubject(over("http", "other=1", { authorization: `Bearer ${await token()}` }), secret),
    ).toBeNull();
  });

  it("refuses a valid token without a subject", async () => {
    expect(await sessionSubject(over("http", `${plain}=${await token({ sub: "" })}`), secret)).toBeNull();
  });
});
