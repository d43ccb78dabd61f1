// A case beside the other submissions of the same person: selfies, then each field, the
// values that differ from this case highlighted (and named for screen readers).
import Link from "next/link";
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import { imageSrc } from "@/components/case/submission-images";
import { applicantNameKey } from "@/common/applicant-name";
import { countryWords, genderWords, idTypeWords, statusWords } from "@/lib/submissions/words";
import { formatUtc } from "@/lib/time";

export interface Compared {
  id: string;
  email: string | null;
  /** The other submission as the upstream returns it; null if it could not be read. */
  record: SubmissionRecord | null;
}

const words = (value: string | undefined, say: (v: string) => string) => (value ? say(value) : undefined);
const fields: [string, (r: SubmissionRecord) => string | undefined][] = [
  ["Name", (r) => r.data.name],
  ["Date of birth", (r) => r.data.date_of_birth],
  ["Gender", (r) => words(r.data.gender, genderWords)],
  ["Nationality", (r) => words(r.data.nationality, countryWords)],
  ["ID type", (r) => words(r.data.idType, idTypeWords)],
  ["Document number", (r) => r.data.documentNumber],
  ["E-mail", (r) => r.email],
  ["User id", (r) => r.userid],
  ["Created", (r) => formatUtc(r.created_at)],
  ["Status", (r) => statusWords(r.kyc.result)],
];

export function ComparisonTable({
  record,
  others,
  queueQuery,
}: {
  record: SubmissionRecord;
  others: Compared[];
  queueQuery: string;
}) {
  const href = (id: string) => `/submissions/${encodeURIComponent(id)}${queueQuery ? `?${queueQuery}` : ""}`;
  return (
    // Fits its box: long values (e-mails, ids) wrap anywhere, so columns stay narrow; past what
    // the box can hold (many others on a narrow screen) the table scrolls inside it, and says so.
    <div className="mt-3 max-w-full overflow-x-auto">
      {others.length > 2 && (
        <p className="mb-1 text-xs text-slate-600 lg:hidden">
          {others.length + 1} submissions side by side: scroll the table sideways if it is wider than the
          screen.
        </p>
      )}
      <table className="min-w-full text-left text-sm [&_td]:[overflow-wrap:anywhere] [&_th]:[overflow-wrap:anywhere]">
        <caption className="sr-only">This submission compared with the same person&apos;s others</caption>
        <thead>
          <tr className="bg-slate-100 text-xs uppercase text-slate-600">
            <th scope="col" className="px-2 py-1">
              Field
            </th>
            <th scope="col" className="px-2 py-1">
              This submission
            </th>
            {others.map((d) => (
              <th key={d.id} scope="col" className="px-2 py-1">
                <Link href={href(d.id)} className="break-all normal-case text-sky-800 underline">
                  Open {d.id}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          <tr>
            <th scope="row" className="px-2 py-1 font-normal text-slate-600">
              Selfie
            </th>
            <td className="px-2 py-1">
              <Thumb id={record.submission_id} />
            </td>
            {others.map((d) => (
              <td key={d.id} className="px-2 py-1">
                <Thumb id={d.id} />
              </td>
            ))}
          </tr>
          {fields.map(([name, read]) => (
            <tr key={name}>
              <th scope="row" className="px-2 py-1 font-normal text-slate-600">
                {name}
              </th>
              <td className="px-2 py-1">{read(record) ?? "—"}</td>
              {others.map((d) => {
                const value = d.record ? read(d.record) : (d.email ?? undefined);
                return (
                  <Cell
                    key={d.id}
                    readable={!!d.record || name === "E-mail"}
                    value={value}
                    differs={name !== "Created" && !same(name, value, read(record))}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Names are compared as the duplicate rule does: "Hong Gildong" and "GILDONG HONG" are the same. */
function same(field: string, a: string | undefined, b: string | undefined) {
  if (field === "Name" && a && b) return applicantNameKey(a) === applicantNameKey(b);
  return a === b;
}

function Cell({
  readable,
  value,
  differs,
}: {
  readable: boolean;
  value: string | undefined;
  differs: boolean;
}) {
  if (!readable) return <td className="px-2 py-1 text-slate-500">could not be read</td>;
  return (
    <td className={`px-2 py-1 ${differs ? "bg-amber-100 font-medium" : ""}`}>
      {value ?? "—"}
      {differs && <span className="sr-only"> (differs)</span>}
    </td>
  );
}

function Thumb({ id }: { id: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- streamed from an authenticated route
    <img
      src={imageSrc(id, "selfieImage")}
      alt={`Selfie of ${id}`}
      loading="lazy"
      className="h-24 w-24 rounded bg-slate-100 object-cover sm:h-28 sm:w-28"
    />
  );
}
