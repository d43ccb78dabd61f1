import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";
import i18n from "./scripts/lint/untranslated-text.mjs";

// The boundaries of docs/architecture.md, enforced. ESLint keeps only the last setting of a
// rule for a file, so each folder gets one list of everything it may not import.
const appCode = ["@/app/**", "**/app/**"];
const dashboardCode = [...appCode, "@/components/**", "@/lib/**", "**/components/**", "**/lib/**"];
const rule = {
  service: {
    group: [...dashboardCode, "@/scripts/**", "**/scripts/**"],
    message: "The KYC service never imports dashboard code or scripts: move what both need to common/.",
  },
  common: {
    group: [...dashboardCode, "@/kyc-service/**", "**/kyc-service/**", "**/scripts/**"],
    message: "common/ is code both programs use: it imports neither program.",
  },
  routesOnly: {
    group: appCode,
    message: "app/ holds routes only: put what a component or lib module needs in lib/ or components/.",
  },
  kycOnly: {
    group: ["undici", "@/lib/kyc/transport", "**/kyc/transport"],
    message: "Only lib/kyc/ talks to the KYC service: call lib/kyc/client.ts through lib/kyc/connection.ts.",
  },
};
const forbid = (files, ignores, ...patterns) => ({
  files,
  ignores,
  rules: { "no-restricted-imports": ["error", { patterns }] },
});
const tests = ["**/*.test.ts", "**/*.test.tsx"];
// Every screen's words are in the catalogues (docs/i18n.md): hard-coded text in a page or
// component is an error.
const screens = ["app/**/*.tsx", "components/**/*.tsx"];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Formatting is Prettier's (npm run lint runs `prettier --check`); turn off the style rules it owns.
  prettier,
  // Integration tests may drive the service with the dashboard's own client, as the dashboard would.
  forbid(["kyc-service/**"], tests, rule.service),
  forbid(["common/**"], tests, rule.common),
  forbid(["components/**"], tests, rule.routesOnly, rule.kycOnly),
  forbid(["lib/**"], [...tests, "lib/kyc/**"], rule.routesOnly, rule.kycOnly),
  forbid(["app/**"], tests, rule.kycOnly),
  { files: screens, ignores: tests, plugins: { i18n }, rules: { "i18n/untranslated-text": "error" } },
  globalIgnores([
    ".next/**",
    ".data/**",
    "generated/**",
    "kyc-service/generated/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
  ]),
]);
