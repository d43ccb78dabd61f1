// Server-action bodies Next.js cannot read are refused by proxy.ts (lib/action-body.ts) with a
// 400 or 413 and a plain message, against the real built server: a multipart body cut short,
// a multipart type without its boundary, 1.2 MB with and without a Content-Length, and a fetch
// action whose arguments are not JSON (a text/plain body, a multipart field "0" that is "[null,"
// or missing). The server stays up, and its log gains no error, stack or the personal data
// inside those bodies.
import { readFileSync } from "node:fs";
import path from "node:path";
import { e2eDataDir } from "./accounts";
import { expect, test } from "./fixtures";
import { noteSensitive } from "./sensitive-values";

const email = `action-body-${Date.now()}@applicant.example`;
const boundary = "----e2eBoundary7MA4YWxkTrZu0gW";
const part = (name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const actionHeaders = (contentType: string) => ({
  "content-type": contentType,
  "next-action": "0".repeat(42), // proxy.ts answers before Next.js looks the action up
  origin: `http://localhost:${process.env.E2E_DASHBOARD_PORT ?? 3100}`,
});
const dashboardLog = () => readFileSync(path.join(e2eDataDir, "logs", "dashboard.log"), "utf8");
// The one error body (lib/error-response.ts).
const plainError = {
  error: {
    code: expect.stringMatching(/^(bad_request|too_large)$/),
    message: expect.stringMatching(/^The form (could not be read|is too large)/),
  },
};

test("malformed server-action bodies answer 400 or 413 with a plain message, and the server stays up", async ({
  request,
  baseURL,
}) => {
  noteSensitive("e-mail", email, "an applicant e-mail inside malformed server-action bodies");
  const logBefore = dashboardLog().length;

  const truncated = await request.post("/signin", {
    headers: actionHeaders(`multipart/form-data; boundary=${boundary}`),
    data: Buffer.from(`${part("email", email)}--${boundary}\r\nContent-Disposition: form-data; name="pass`),
  });
  expect(truncated.status()).toBe(400);
  expect(await truncated.json()).toEqual(plainError);

  const noBoundary = await request.post("/signin", {
    headers: actionHeaders("multipart/form-data"),
    data: Buffer.from(`${part("email", email)}--${boundary}--\r\n`),
  });
  expect(noBoundary.status()).toBe(400);
  expect(await noBoundary.json()).toEqual({
    error: {
      code: "bad_request",
      message: "The form could not be read: multipart/form-data needs its boundary parameter.",
    },
  });

  const big = Buffer.from(`${part("email", email)}${part("note", "x".repeat(1_200_000))}--${boundary}--\r\n`);
  const tooLarge = await request.post("/submissions", {
    headers: actionHeaders(`multipart/form-data; boundary=${boundary}`),
    data: big,
  });
  expect(tooLarge.status()).toBe(413);
  expect(await tooLarge.json()).toEqual(plainError);

  // Without a Content-Length (chunked), the proxy counts what it reads.
  const chunks = [big.subarray(0, 600_000), big.subarray(600_000)];
  const chunked = await fetch(`${baseURL}/signin`, {
    method: "POST",
    headers: actionHeaders(`multipart/form-data; boundary=${boundary}`),
    body: new ReadableStream({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(new Uint8Array(next));
        else controller.close();
      },
    }),
    duplex: "half",
  } as RequestInit);
  expect(chunked.status).toBe(413);

  // A fetch action's arguments (the whole text/plain body, or the multipart field "0") that
  // Next.js cannot decode.
  const notArguments = {
    error: {
      code: "bad_request",
      message:
        "The form could not be read: the action's arguments are missing or are not valid JSON. Reload the page and send it again.",
    },
  };
  for (const [type, body] of [
    ["text/plain;charset=UTF-8", `["${email}",`],
    [
      `multipart/form-data; boundary=${boundary}`,
      `${part("0", "[null,")}${part("1_email", email)}--${boundary}--\r\n`,
    ],
    [`multipart/form-data; boundary=${boundary}`, `${part("1_email", email)}--${boundary}--\r\n`],
  ] as const) {
    const answer = await request.post("/submissions", {
      headers: actionHeaders(type),
      data: Buffer.from(body),
    });
    expect(answer.status(), body).toBe(400);
    expect(await answer.json()).toEqual(notArguments);
  }

  // A form posted to a page (no Next-Action header) is tried as an action too.
  const form = await request.post("/signin", {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    data: Buffer.from(part("email", email)),
  });
  expect(form.status()).toBe(400);

  expect((await request.get("/api/health")).status()).toBe(200);
  const logged = dashboardLog().slice(logBefore);
  expect(logged).not.toContain(email);
  expect(logged).not.toMatch(/\n\s+at |Error:/);

  // A readable body passes the proxy: Next.js itself answers for the made-up action id.
  const readable = await request.post("/signin", {
    headers: actionHeaders(`multipart/form-data; boundary=${boundary}`),
    data: Buffer.from(`${part("0", '["$K1"]')}${part("1_email", email)}--${boundary}--\r\n`),
  });
  expect(readable.status()).toBe(409);
  expect(await readable.text()).toBe("Server Action unavailable.");
});
