// Every key the code writes into an audit event's details has a label in both catalogues
// (audit.detail.label), so the audit log shows no spelt-out English key ("Deletion id") on a
// Korean page. The keys are read from the source: object literals given as `details`, kept in a
// `details` variable, or handed to a deletion's `record(…)`; keys spread in from elsewhere are
// listed below with where they come from.
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../../tests/support/recorded-actions";
import { catalogues } from "../i18n/messages";
import { englishDetailWords, labelOf, readableDetail, type DetailWords } from "./readable-detail";

const spreadIn = [
  "emailHmac", // lib/auth/credentials.ts `attempted`, lib/auth/sso.ts
  "locked", // lib/auth/credentials.ts
  "inPlaceOf", // lib/decisions/actions.ts
  "caseRecord", // lib/decisions/actions.ts
  "legalBasis", // lib/evidence/deletion-terms.ts deletionRetention
  "retainedUntil", // the same
];

function writtenDetailKeys(): Set<string> {
  const keys = new Set<string>();
  const collect = (node: ts.Node) => {
    if (!ts.isObjectLiteralExpression(node)) return;
    for (const p of node.properties)
      if (!ts.isSpreadAssignment(p) && p.name && !ts.isComputedPropertyName(p.name))
        keys.add(p.name.getText());
  };
  for (const file of ["lib", "app", "components"].flatMap((d) => sourceFiles(path.resolve(d)))) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const walk = (node: ts.Node) => {
      if (
        (ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)) &&
        node.name.getText() === "details" &&
        node.initializer
      )
        collect(node.initializer);
      if (ts.isCallExpression(node) && node.expression.getText() === "record" && file.includes("deletions"))
        node.arguments.forEach(collect);
      ts.forEachChild(node, walk);
    };
    walk(source);
  }
  return keys;
}

describe("the audit log's detail labels", () => {
  const keys = [...new Set([...writtenDetailKeys(), ...spreadIn])].sort();

  it("has a label in English and Korean for every detail key the code writes", () => {
    // The scan must find the well-known ones, or it proves nothing.
    expect(keys).toEqual(expect.arrayContaining(["deletionId", "outcome", "sessionsEnded", "requestedById"]));
    const en = catalogues.en.audit.detail.label as Record<string, string>;
    const ko = catalogues.ko.audit.detail.label as Record<string, string>;
    expect(keys.filter((k) => !Object.hasOwn(en, k))).toEqual([]);
    expect(keys.filter((k) => !Object.hasOwn(ko, k))).toEqual([]);
    // Korean labels are Korean: Latin only in the abbreviations the glossary keeps.
    const latin = keys.filter((k) => /[A-Za-z]/.test(ko[k]!.replace(/\b(ID|KYC|AML|SHA-256)\b/g, "")));
    expect(latin).toEqual([]);
  });

  it("reads a deletion's details with Korean labels", () => {
    const ko = catalogues.ko.audit.detail;
    const words: DetailWords = { ...ko, labels: ko.label };
    const names = { reviewers: {}, applicants: {}, submissions: new Set<string>() };
    const items = readableDetail(JSON.stringify({ deletionId: "d1", previous: "approved" }), names, words);
    expect(items.map((i) => i.label)).toEqual(["삭제 요청 ID", "이전 상태"]);
    expect(labelOf("deletionId", englishDetailWords)).toBe("Deletion id");
  });
});
