import Link from "next/link";

// Shown (with status 403) when a signed-in person opens a page their role does not allow.
export default function Forbidden() {
  return (
    <main className="mx-auto mt-24 max-w-md space-y-4 rounded-lg border border-slate-200 bg-white p-6">
      <h1 className="text-xl font-semibold">Not allowed</h1>
      <p className="text-slate-700">
        Your role does not give access to this page. Ask an administrator if you need it.
      </p>
      <Link href="/submissions" className="text-sm font-medium text-slate-900 underline">
        Back to submissions
      </Link>
    </main>
  );
}
