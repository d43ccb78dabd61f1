import Link from "next/link";
import { useTranslations } from "next-intl";

/**
 * The one component that shows a failure to a reviewer: what failed, the safe message (for the
 * KYC service, `KycApiError.userMessage` from upstreamResult / upstreamFailure in
 * lib/kyc/errors.ts) and, when given, a way to retry. `compact` fits a line in a toolbar.
 */
export function UpstreamError({
  message,
  retryHref,
  title,
  retryLabel,
  compact = false,
}: {
  message: string;
  retryHref?: string;
  title?: string;
  retryLabel?: string;
  compact?: boolean;
}) {
  const t = useTranslations("forms.upstream");
  title ??= t("title");
  if (compact)
    return (
      <span role="alert" className="text-sm text-rose-900">
        {title} {message}
      </span>
    );
  return (
    <div role="alert" className="rounded-lg border border-rose-200 bg-rose-50 p-4 text-rose-900">
      <p className="font-medium">{title}</p>
      <p className="mt-1 text-sm">{message}</p>
      {retryHref ? (
        <Link href={retryHref} className="mt-3 inline-block text-sm font-medium underline">
          {retryLabel ?? t("retry")}
        </Link>
      ) : null}
    </div>
  );
}
