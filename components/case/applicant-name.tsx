// The applicant's name in the case header: as written in Hangul with its romanisation beside it
// when the record has the same person's name in both scripts (lib/names/hangul-name.ts).
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import { scriptOf, shownName } from "@/lib/names/hangul-name";

export function ApplicantName({ record, fallback }: { record: SubmissionRecord; fallback: string }) {
  const forms = shownName(record);
  if (!forms) return <>{fallback}</>;
  return (
    <>
      <span lang={scriptOf(forms.name) === "hangul" ? "ko" : undefined}>{forms.name}</span>
      {forms.romanised ? (
        <span className="ml-2 font-normal text-slate-600" data-testid="romanised-name">
          ({forms.romanised})
        </span>
      ) : null}
    </>
  );
}
