import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { actionBodyLimitBytes } from "./lib/action-body";

const nextConfig: NextConfig = {
  // Server-side packages that must load from node_modules as they are (native parts,
  // WebAssembly, or their own fetch implementation).
  serverExternalPackages: [
    "undici",
    "@libsql/client",
    "@prisma/adapter-libsql",
    "@prisma/adapter-pg",
    "pg",
    "@node-rs/argon2",
    "libsql",
    // Reads its own font metrics files from its package directory at run time.
    "pdfkit",
    "@aws-sdk/client-s3",
  ],
  poweredByHeader: false,
  // next dev logs server-function arguments (a password given to setUserPassword, an
  // applicant's e-mail typed into the deletion lookup), request URLs (e-mail filters of /audit)
  // and the browser's console: none of that may reach a log.
  logging: { serverFunctions: false, incomingRequests: false, browserToTerminal: false },
  // forbidden() and app/forbidden.tsx: a 403 page for signed-in people whose role does not allow a page.
  experimental: {
    authInterrupts: true,
    // proxy.ts refuses a larger action body with a 413 before Next.js reads it (lib/action-body.ts).
    serverActions: { bodySizeLimit: actionBodyLimitBytes },
  },
  typedRoutes: false,
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "same-origin" },
          { key: "X-Frame-Options", value: "DENY" },
        ],
      },
    ];
  },
};

// next-intl without locale routing: the language comes from the account, cookie or browser
// (lib/i18n/request.ts, docs/i18n.md).
const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

export default withNextIntl(nextConfig);
