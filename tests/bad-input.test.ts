// Bad input that used to reach a server error gets a clear refusal naming what to fix:
// a nextpage_date outside years 0-9999, an inherited property name as a reason code, a date
// filter that is no real day (2026-13-01) in the queue's routes, "Claim and open the next case"
// and the audit log's filters, and server-action bodies whose arguments Next.js cannot decode.
import { describe, expect, it } from "vitest";
import { GET as counts } from "@/app/api/submissions/counts/route";
import { GET as rows } from "@/app/api/submissions/rows/route";
import { parseListQuery } from "@/kyc-service/domain/submission-query";
import { NextRequest } from "next/server";
import { actionBodyProblem } from "@/lib/action-body";
import { claimNextCase } from "@/lib/assignments/actions";
import { parseAuditFilter } from "@/lib/audit/filters";
import { db } from "@/lib/db";
import { DecisionInput } from "@/lib/decisions/reasons";
import { createAccount } from "@/tests/support/dashboard";
import { proxy } from "@/proxy";
import { inRequestAs } from "@/tests/support/request-scope";

const notDays = ["2026-13-01", "9999-99-99", "2026-00-10", "2026-12-32", "2026-02-30", "2025-02-29"];

describe("bad input is refused with a message, never a crash", () => {
  it("nextpage_date outside years 0-9999 is a 400 naming the parameter", () => {
    for (const date of ["+010000-01-01T00:00:00.000Z", "-000001-01-01T00:00:00.000Z", "not-a-date"]) {
      let refused: unknown;
      try {
        parseListQuery({ nextpage_id: "x", nextpage_date: date });
      } catch (error) {
        refused = error;
      }
      expect(refused, date).toMatchObject({
        statusCode: 400,
        message: expect.stringMatching(/nextpage_date/),
      });
    }
    expect(
      parseListQuery({ nextpage_id: "x", nextpage_date: "2026-11-23T00:00:00.000Z" }).after,
    ).toBeTruthy();
  });

  it("a reason code that is an inherited property name (constructor, __proto__) is not a reason", () => {
    for (const reasonCode of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      const parsed = DecisionInput.safeParse({
        submissionId: "s",
        outcome: "rejected",
        reasonCode,
        note: "x",
      });
      expect(parsed.success, reasonCode).toBe(false);
    }
  });

  it("a from or to that is no real day is a 400 naming it on the queue's routes, never a 500", async () => {
    const reviewer = await createAccount("reviewer");
    for (const param of ["from", "to"])
      for (const day of notDays)
        for (const [route, call] of [
          ["rows", rows],
          ["counts", counts],
        ] as const) {
          await inRequestAs(reviewer);
          const answer = await call(new Request(`http://localhost/api/submissions/${route}?${param}=${day}`));
          expect(answer.status, `${route} ${param}=${day}`).toBe(400);
          expect(await answer.json()).toEqual({
            error: {
              code: "bad_request",
              message: `The address has a bad filter: ${param} must be a real date written YYYY-MM-DD, such as 2026-11-23.`,
            },
          });
        }
    // A real day still answers, the last one there is included.
    for (const day of ["2024-02-29", "9999-12-31", "0001-01-01"]) {
      await inRequestAs(reviewer);
      expect((await rows(new Request(`http://localhost/api/submissions/rows?to=${day}`))).status, day).toBe(
        200,
      );
    }
  });

  it("says the bad day in the reader's language (an account in Korean)", async () => {
    const reviewer = await createAccount("reviewer");
    await db().reviewer.update({ where: { id: reviewer.id }, data: { locale: "ko" } });
    await inRequestAs(reviewer);
    const answer = await rows(new Request("http://localhost/api/submissions/rows?to=2026-13-01"));
    expect(answer.status).toBe(400);
    expect((await answer.json()).error.message).toBe(
      "주소의 필터가 잘못되었습니다. to 값은 YYYY-MM-DD 형식의 실제 날짜여야 합니다(예: 2026-11-23).",
    );
  });

  it("Claim and open the next case refuses a view whose to is no real day, naming it", async () => {
    const reviewer = await createAccount("reviewer");
    for (const day of notDays) {
      await inRequestAs(reviewer);
      expect(await claimNextCase({ query: `to=${day}` }), day).toEqual({
        ok: false,
        error: "The address has a bad filter: to must be a real date written YYYY-MM-DD, such as 2026-11-23.",
      });
    }
  });

  it("the audit log's from and to are real days too (2026-02-30 no longer rolls into March)", () => {
    for (const day of notDays) {
      expect(() => parseAuditFilter({ to: day }), day).toThrow(/is not a real date|must be a date/);
      expect(() => parseAuditFilter({ from: day }), day).toThrow(/is not a real date|must be a date/);
    }
    expect(parseAuditFilter({ from: "2024-02-29", to: "2024-03-01" })).toMatchObject({ from: "2024-02-29" });
  });

  it("a fetch action whose arguments are not JSON (text/plain, or a multipart field 0) is a 400", async () => {
    const boundary = "b0undary";
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const post = (body: string, type: string) =>
      new Request("http://localhost/submissions", {
        method: "POST",
        headers: { "content-type": type, "next-action": "a".repeat(42) },
        body,
      });
    const multipart = `multipart/form-data; boundary=${boundary}`;
    const refused = { status: 400, key: "notArguments" };
    for (const [body, type] of [
      ["[null,", "text/plain;charset=UTF-8"],
      ["", "text/plain;charset=UTF-8"],
      [`${part("0", "[null,")}--${boundary}--\r\n`, multipart],
      [`${part("1_note", "hello")}--${boundary}--\r\n`, multipart], // no field 0
    ])
      expect(await actionBodyProblem(post(body!, type!)), body).toEqual(refused);
    // What React sends passes.
    expect(await actionBodyProblem(post('["$K1"]', "text/plain;charset=UTF-8"))).toBeNull();
    expect(
      await actionBodyProblem(
        post(`${part("0", '["$K1"]')}${part("1_note", "hello")}--${boundary}--\r\n`, multipart),
      ),
    ).toBeNull();
  });

  it("the proxy says a refused action body in the reader's language (switch cookie, else the browser's)", async () => {
    const answer = async (headers: Record<string, string>) => {
      const response = await proxy(
        new NextRequest(
          new Request("http://localhost/submissions", {
            method: "POST",
            headers: {
              "content-type": "text/plain;charset=UTF-8",
              "next-action": "a".repeat(42),
              ...headers,
            },
            body: "[null,",
          }),
        ),
      );
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: { message: string } }).error.message;
    };
    expect(await answer({})).toBe(
      "The form could not be read: the action's arguments are missing or are not valid JSON. Reload the page and send it again.",
    );
    const korean =
      "양식을 읽을 수 없습니다. 작업의 인수가 없거나 올바른 JSON이 아닙니다. 페이지를 새로 고친 뒤 다시 보내세요.";
    expect(await answer({ "accept-language": "ko-KR,ko;q=0.9" })).toBe(korean);
    expect(await answer({ cookie: "kyc_locale=ko", "accept-language": "en" })).toBe(korean);
  });
});
