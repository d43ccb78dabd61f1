"use client";
// Anything unexpected while rendering a dashboard page: a plain sentence and a retry. The
// error's message stays in the server log (production sends only a digest to the browser).
export default function DashboardError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <div role="alert" className="rounded-lg border border-rose-200 bg-rose-50 p-4 text-rose-900">
      <p className="font-medium">This page failed in the dashboard.</p>
      <p className="mt-1 text-sm">
        The details are in the server log{error.digest ? ` (reference ${error.digest})` : ""}.
      </p>
      <button type="button" onClick={reset} className="mt-3 text-sm font-medium underline">
        Try again
      </button>
    </div>
  );
}
