import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Server-side packages that must load from node_modules as they are (native parts,
  // WebAssembly, or their own fetch implementation).
  serverExternalPackages: ["undici", "@libsql/client", "@prisma/adapter-libsql", "@prisma/adapter-pg", "pg", "@node-rs/argon2", "libsql"],
  poweredByHeader: false,
  transpilePackages: ["server-only"],
  // forbidden() and app/forbidden.tsx: a 403 page for signed-in people whose role does not allow a page.
  experimental: { authInterrupts: true },
  typedRoutes: false,
  turbopack: {
    // `server-only` is empty under React's server condition (the App Router) and throws
    // elsewhere. A Pages Router API route (pages/api, docs/decisions/0008) runs server code
    // without that condition, so on the server it gets the empty module too; browser bundles
    // keep the throwing one, and Next's build-time check of client components is unchanged.
    resolveAlias: { "server-only": { browser: "server-only", default: "server-only/empty.js" } },
  },
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

export default nextConfig;
