// The rule that keeps hard-coded text out of translated components, run on examples with
// ESLint's own RuleTester.
import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import { untranslatedText } from "./untranslated-text.mjs";

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({
  languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
});
const error = { messageId: "text" };

tester.run("untranslated-text", untranslatedText, {
  valid: [
    'const a = <p className="text-sm">{t("queue.title")}</p>;',
    'const a = <span aria-hidden="true">⚠ </span>;',
    'const a = <td>{value ?? "—"}</td>;',
    'const a = <input name="q" type="search" placeholder={t("filters.placeholder")} />;',
    'const a = <Link href="/submissions" prefetch={false}>{t("x")}</Link>;',
  ],
  invalid: [
    { code: "const a = <button>Sign out</button>;", errors: [error] },
    { code: "const a = <h1>검색</h1>;", errors: [error] },
    { code: 'const a = <p>{busy ? "Working…" : t("done")}</p>;', errors: [error] },
    { code: "const a = <p>{`${n} selected`}</p>;", errors: [error] },
    { code: 'const a = <nav aria-label="Main" />;', errors: [error] },
    { code: "const a = <input placeholder={`Search ${x}`} />;", errors: [error] },
    { code: 'const a = <UpstreamError retryLabel="Try again" />;', errors: [error] },
  ],
});
