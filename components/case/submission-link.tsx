import Link from "next/link";

/**
 * A submission id as a link to its case page (which also explains a deleted case), with the
 * applicant's name before it when the case index has one.
 */
export function SubmissionLink({ id, name }: { id: string; name?: string | null }) {
  return (
    <>
      {name ? <span className="mr-1 font-medium text-slate-900">{name}</span> : null}
      <Link
        href={`/submissions/${encodeURIComponent(id)}`}
        className="font-mono text-sky-800 underline-offset-2 hover:underline"
      >
        {id}
      </Link>
    </>
  );
}
