// A case whose deletion was requested and is not settled: in every queue view, so nobody
// approves a case a colleague has asked to erase (the decision rule refuses it too).
export function DeletionBadge({ pending }: { pending: boolean }) {
  if (!pending) return null;
  return (
    <span
      title="A deletion of this case was requested and is pending: it cannot be approved"
      className="rounded bg-rose-100 px-2 py-0.5 text-xs font-medium text-rose-900"
    >
      deletion pending
    </span>
  );
}
