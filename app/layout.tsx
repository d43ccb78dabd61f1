import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { requestPreferences } from "@/lib/i18n/request-preferences";
import { translator } from "@/lib/i18n/server";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await translator();
  return {
    title: { default: t("meta.title"), template: `%s · ${t("meta.title")}` },
    description: t("meta.description"),
  };
}

// The language of every page is the reader's (lib/i18n/resolve.ts); Client Components get the
// same language, zone and catalogue from NextIntlClientProvider.
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const { locale } = await requestPreferences();
  return (
    <html lang={locale}>
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
