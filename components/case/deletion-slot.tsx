// The four-eyes deletion request form on the submission page, for roles that may
// request one; the request then waits on /deletions for another manager's approval.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { RequestDeletionForm } from "@/components/deletions/request-deletion-form";
import { can, type Role } from "@/lib/auth/permissions";

export function DeletionSlot({
  submissionId,
  role,
  retention,
}: {
  submissionId: string;
  role: Role;
  /** The retention rule in words while the case is under it: the form then asks for a legal basis. */
  retention?: string;
}) {
  const t = useTranslations("caseDeletion.slot");
  if (!can(role, "deletions:request")) return null;
  return (
    <section
      aria-labelledby="deletion-heading"
      className="max-w-md rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="deletion-heading" className="text-base font-semibold">
        {t("heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t.rich("intro", {
          link: (chunks) => (
            <Link href="/deletions" className="text-sky-800 underline-offset-2 hover:underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <div className="mt-2">
        <RequestDeletionForm submissionId={submissionId} retention={retention} />
      </div>
    </section>
  );
}
