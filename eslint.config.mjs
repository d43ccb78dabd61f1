import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Formatting is Prettier's (npm run lint runs `prettier --check`); turn off the style rules it owns.
  prettier,
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
