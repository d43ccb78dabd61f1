// ESLint rule: text shown to people must come from the catalogues (messages/*.json, docs/i18n.md),
// not be written into a component. It reports, in the files it is turned on for:
//   - JSX text with a letter in it ("Sign out", "검색");
//   - a string or template literal with a letter given as a JSX child ({"x"}, {ok ? "a" : "b"});
//   - the same given to an attribute people read or hear: aria-label, title, placeholder, alt,
//     or any prop ending in Label, Title, Message or Caption (retryLabel, submitLabel ...).
// Letters only: "—", "·", "↕" and "⚠" are marks, not words. Strings outside JSX (an announce()
// call) are not seen: the code review and the catalogue's typed keys cover those.
const letter = /\p{L}/u;
const readAttribute = /^(aria-label|aria-description|title|placeholder|alt)$|(Label|Title|Message|Caption)$/;

function wordy(node) {
  if (!node) return null;
  if (node.type === "Literal") return typeof node.value === "string" && letter.test(node.value) ? node : null;
  if (node.type === "TemplateLiteral")
    return node.quasis.some((q) => letter.test(q.value.cooked ?? "")) ? node : null;
  if (node.type === "ConditionalExpression") return wordy(node.consequent) ?? wordy(node.alternate);
  if (node.type === "LogicalExpression") return wordy(node.right);
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
export const untranslatedText = {
  meta: {
    type: "problem",
    docs: { description: "Text shown to people comes from the catalogues (messages/*.json)" },
    schema: [],
    messages: {
      text: "Text shown to people comes from the catalogues: add it to messages/en.json and messages/ko.json and use t(...) (docs/i18n.md).",
    },
  },
  create(context) {
    const report = (node) => context.report({ node, messageId: "text" });
    return {
      JSXText(node) {
        if (letter.test(node.value)) report(node);
      },
      JSXExpressionContainer(node) {
        const parent = node.parent;
        const shown =
          parent.type === "JSXElement" ||
          parent.type === "JSXFragment" ||
          (parent.type === "JSXAttribute" && readAttribute.test(String(parent.name.name)));
        const found = shown && wordy(node.expression);
        if (found) report(found);
      },
      JSXAttribute(node) {
        if (readAttribute.test(String(node.name.name)) && wordy(node.value)) report(node.value);
      },
    };
  },
};

const plugin = { rules: { "untranslated-text": untranslatedText } };
export default plugin;
