import Link from "next/link";

export default function DashboardLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center gap-6 px-4 py-3">
          <Link href="/submissions" className="font-semibold text-slate-900">
            KYC Review
          </Link>
          <Link href="/submissions" className="text-sm text-slate-600 hover:text-slate-900">
            Submissions
          </Link>
        </nav>
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">{children}</main>
    </div>
  );
}
