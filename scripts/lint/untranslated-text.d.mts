// Types for the rule written in plain JavaScript (eslint.config.mjs loads it without a compiler).
import type { ESLint, Rule } from "eslint";

export declare const untranslatedText: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
