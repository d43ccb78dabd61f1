import Link from "next/link";

/** What a page shows when something failed: what happened, and a way to retry. */
export function UpstreamError({
  message,
  retryHref,
  title = "The submissions could not be loaded.",
  retryLabel = "Try again",
}: {
  message: string;
  retryHref: string;
  title?: string;
  retryLabel?: string;
}) {
  return (
    <div role="alert" className="rounded-lg border border-rose-200 bg-rose-50 p-4 text-rose-900">
      <p className="font-medium">{title}</p>
      <p className="mt-1 text-sm">{message}</p>
      <Link href={retryHref} className="mt-3 inline-block text-sm font-medium underline">
        {retryLabel}
      </Link>
    </div>
  );
}
