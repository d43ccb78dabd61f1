import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { sayMessage, type Say } from "../actions/message";
import { catalogues } from "../i18n/messages";
import {
  decodeCursor,
  encodeCursor,
  sortsOnServer,
  nextPageQuery,
  parseView,
  previousPageQuery,
  viewQuery,
  ViewError,
} from "./view";

const key = (n: number) => ({ id: `sub-${n}`, created_at: `2026-01-0${n}T00:00:00.000Z` });

describe("queue view in the URL", () => {
  it("defaults to Needs decision, oldest first, 50 a page, from the newest upstream page", () => {
    const view = parseView({});
    expect(view).toMatchObject({
      tab: "needs",
      sort: { column: "created", desc: false },
      status: [],
      size: 50,
      trail: [],
    });
    expect(view.at).toBeUndefined();
    expect(viewQuery(view)).toBe("");
    expect(sortsOnServer(view.sort)).toBe(true);
    expect(sortsOnServer(parseView({ view: "all", sort: "name" }).sort)).toBe(false);
  });

  it("round-trips every filter and the cursor stack", () => {
    const view = parseView(
      new URLSearchParams(
        "view=mine&q=hong&sort=-name&status=pending&status=rejected&aml=Red+Flag&risk=High&userid=u1&email=a%40b.c&from=2026-01-01&to=2026-02-01&size=500",
      ),
    );
    const page3 = parseView(
      new URLSearchParams(nextPageQuery(parseView(new URLSearchParams(nextPageQuery(view, key(1)))), key(2))),
    );
    expect(page3).toEqual({ ...view, at: key(2), trail: [null, key(1)] });
    const page2 = parseView(new URLSearchParams(previousPageQuery(page3)!));
    expect(page2).toEqual({ ...view, at: key(1), trail: [null] });
    expect(parseView(new URLSearchParams(previousPageQuery(page2)!))).toEqual(view);
    expect(previousPageQuery(view)).toBeNull();
  });

  it("keeps cursors byte for byte, including non-ASCII ids", () => {
    const odd = { id: "신청-1/+=", created_at: "2026-01-01T00:00:00.123Z" };
    expect(decodeCursor(encodeCursor(odd))).toEqual(odd);
  });

  it("names the parameter to fix", () => {
    expect(() => parseView({ size: "75" })).toThrow(/size must be one of 50, 100, 500, 2000/);
    expect(() => parseView({ status: "done" })).toThrow(
      /status must be one of incomplete, pending, approved, rejected/,
    );
    expect(() => parseView({ aml: "Green" })).toThrow(/aml must be/);
    expect(() => parseView({ from: "yesterday" })).toThrow(/from must be a real date written YYYY-MM-DD/);
    expect(() => parseView({ from: "2026-02-01", to: "2026-01-01" })).toThrow(/from is after to/);
    expect(() => parseView({ at: "not-a-cursor" })).toThrow(ViewError);
    expect(() => parseView({ view: "later" })).toThrow(/view must be one of needs, mine/);
    expect(() => parseView({ sort: "age" })).toThrow(/sort must be one of created, due, name/);
    expect(() => parseView({ q: "x".repeat(321) })).toThrow(/q is too long/);
  });

  it("says what to fix in the reader's language", () => {
    const korean = createTranslator({ locale: "ko", timeZone: "Asia/Seoul", messages: catalogues.ko });
    const said = (search: Record<string, string>) => {
      try {
        parseView(search);
      } catch (error) {
        if (error instanceof ViewError) return sayMessage(korean as unknown as Say, error.said, "ko");
      }
      return null;
    };
    expect(said({ size: "75" })).toBe(
      "주소의 필터가 잘못되었습니다. size 값은 50, 100, 500, 2000 중 하나여야 합니다.",
    );
    expect(said({ at: "not-a-cursor" })).toBe("주소의 페이지 위치가 손상되었습니다. 첫 페이지로 돌아가세요.");
  });

  it("searches all submissions unless a tab is chosen, and keeps a chosen one", () => {
    expect(parseView({ q: "hong" })).toMatchObject({ tab: "all", sort: { column: "created", desc: true } });
    expect(viewQuery(parseView({ q: "hong" }))).toBe("q=hong");
    expect(parseView({ q: "hong", view: "needs" }).tab).toBe("needs");
    expect(viewQuery(parseView({ q: "hong", view: "needs" }))).toBe("view=needs&q=hong");
    expect(viewQuery(parseView({ view: "needs" }))).toBe("");
  });
});
