// The proxy's check of server-action bodies, on real Request objects (the e2e test
// tests/e2e/action-bodies.spec.ts sends the same bodies to the built server).
import { describe, expect, it } from "vitest";
import { actionBodyLimitBytes, actionBodyProblem, isPossibleAction } from "./action-body";

const boundary = "b0undary";
const part = (name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const post = (body: BodyInit, type = `multipart/form-data; boundary=${boundary}`, headers = {}) =>
  new Request("http://localhost/signin", {
    method: "POST",
    headers: { "content-type": type, "next-action": "abc", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
const streamOf = (...chunks: string[]) =>
  new ReadableStream({
    pull(controller) {
      const next = chunks.shift();
      if (next === undefined) controller.close();
      else controller.enqueue(new TextEncoder().encode(next));
    },
  });

describe("server-action bodies", () => {
  it("lets a readable multipart or text body through", async () => {
    expect(
      await actionBodyProblem(
        post(`${part("0", '["$K1"]')}${part("1_email", "a@b.test")}--${boundary}--\r\n`),
      ),
    ).toBeNull();
    expect(await actionBodyProblem(post('["$K1"]', "text/plain;charset=UTF-8"))).toBeNull();
  });

  it("refuses a multipart body cut short, or without its boundary, with a 400", async () => {
    const cut = await actionBodyProblem(post(`${part("email", "a@b.test")}--${boundary}\r\nContent-Disp`));
    expect(cut).toEqual({ status: 400, key: "unreadable" });
    const bare = await actionBodyProblem(
      post(`${part("email", "a@b.test")}--${boundary}--\r\n`, "multipart/form-data"),
    );
    expect(bare).toEqual({ status: 400, key: "noBoundary" });
  });

  it("refuses more than 1 MB with a 413, by its Content-Length or by counting a chunked body", async () => {
    const declared = post("x", "text/plain", { "content-length": String(actionBodyLimitBytes + 1) });
    expect(await actionBodyProblem(declared)).toMatchObject({ status: 413 });
    const chunked = post(streamOf("x".repeat(700_000), "x".repeat(500_000)), "text/plain");
    expect(await actionBodyProblem(chunked)).toMatchObject({ status: 413 });
    const atLimit = post(streamOf(`"${"x".repeat(actionBodyLimitBytes - 2)}"`), "text/plain");
    expect(await actionBodyProblem(atLimit)).toBeNull();
  });

  it("refuses arguments that refer to a part the body does not carry, with a 400", async () => {
    const missing = { status: 400, key: "missingPart" };
    for (const args of ['["$1"]', '[{"a":"$Q2"}]', '["$@1"]', '["$B3"]', '["$R1"]', '["$1:name"]'])
      expect(await actionBodyProblem(post(args, "text/plain;charset=UTF-8")), args).toEqual(missing);
    // In a multipart body the part is a field: present, the body passes; followed through the parts.
    const parts = (...fields: [string, string][]) =>
      post(`${fields.map(([n, v]) => part(n, v)).join("")}--${boundary}--\r\n`);
    expect(await actionBodyProblem(parts(["0", '["$1"]'], ["1", '{"n":"$2"}'], ["2", "[]"]))).toBeNull();
    expect(await actionBodyProblem(parts(["0", '["$1"]'], ["1", '{"n":"$a"}']))).toEqual(missing);
    expect(await actionBodyProblem(parts(["0", '["$a"]'], ["10", "[]"]))).toBeNull();
    // Values that stand for themselves refer to nothing.
    for (const args of ['["$$1"]', '["$undefined"]', '["$D2026-01-01T00:00:00.000Z"]', '["$n12"]', '["$K1"]'])
      expect(await actionBodyProblem(post(args, "text/plain")), args).toBeNull();
  });

  it("treats POSTs with a Next-Action header or a form type as possible actions", () => {
    const request = (method: string, headers: Record<string, string>) => ({
      method,
      headers: new Headers(headers),
    });
    expect(isPossibleAction(request("POST", { "next-action": "abc" }))).toBe(true);
    expect(isPossibleAction(request("POST", { "content-type": "multipart/form-data; boundary=x" }))).toBe(
      true,
    );
    expect(isPossibleAction(request("POST", { "content-type": "application/x-www-form-urlencoded" }))).toBe(
      true,
    );
    expect(isPossibleAction(request("POST", { "content-type": "application/json" }))).toBe(false);
    expect(isPossibleAction(request("GET", { "next-action": "abc" }))).toBe(false);
  });
});
