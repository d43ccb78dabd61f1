import Link from "next/link";

/** A submission id as a link to its case page (which also explains a deleted case). */
export function SubmissionLink({ id }: { id: string }) {
  return (
    <Link
      href={`/submissions/${encodeURIComponent(id)}`}
      className="font-mono text-sky-800 underline-offset-2 hover:underline"
    >
      {id}
    </Link>
  );
}
