// Other approved submissions of the same person, compared side by side with this one.
import Link from "next/link";
import { upstreamFailure } from "@/lib/kyc/errors";
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import { fetchDuplicates, type Duplicate } from "@/lib/submissions/queries";
import { imageSrc } from "./submission-images";
import { formatUtc } from "@/lib/time";

const compared: [string, (r: SubmissionRecord) => string | undefined][] = [
  ["Name", (r) => r.data.name],
  ["Date of birth", (r) => r.data.date_of_birth],
  ["Gender", (r) => r.data.gender],
  ["Nationality", (r) => r.data.nationality],
  ["ID type", (r) => r.data.idType],
  ["Document number", (r) => r.data.documentNumber],
  ["E-mail", (r) => r.email],
  ["User id", (r) => r.userid],
  ["Created", (r) => formatUtc(r.created_at)],
  ["Status", (r) => r.kyc.result],
];

export async function Duplicates({ record, queueQuery }: { record: SubmissionRecord; queueQuery: string }) {
  let found: Awaited<ReturnType<typeof fetchDuplicates>>;
  try {
    found = await fetchDuplicates(record);
  } catch (error) {
    const failure = upstreamFailure(error, "duplicates");
    return (
      <Frame>
        <p role="alert" className="text-sm text-rose-900">
          The duplicate lookup failed: {failure.userMessage}
        </p>
      </Frame>
    );
  }
  if (found.duplicates.length === 0) {
    return (
      <Frame>
        <p className="text-sm text-slate-600">No other approved submission of this person.</p>
      </Frame>
    );
  }
  const href = (id: string) => `/submissions/${encodeURIComponent(id)}${queueQuery ? `?${queueQuery}` : ""}`;
  return (
    <Frame>
      <p className="text-sm text-slate-600">
        {found.duplicates.length} other approved submission{found.duplicates.length === 1 ? "" : "s"} of the
        same person
        {found.more > 0 ? ` (and ${found.more} more not shown)` : ""}. Values that differ from this submission
        are highlighted.
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">This submission compared with its duplicates</caption>
          <thead>
            <tr className="bg-slate-100 text-xs uppercase text-slate-600">
              <th scope="col" className="px-2 py-1">
                Field
              </th>
              <th scope="col" className="px-2 py-1">
                This submission
              </th>
              {found.duplicates.map((d) => (
                <th key={d.id} scope="col" className="px-2 py-1">
                  <Link href={href(d.id)} className="normal-case text-sky-800 underline">
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
              {found.duplicates.map((d) => (
                <td key={d.id} className="px-2 py-1">
                  <Thumb id={d.id} />
                </td>
              ))}
            </tr>
            {compared.map(([name, read]) => (
              <tr key={name}>
                <th scope="row" className="px-2 py-1 font-normal text-slate-600">
                  {name}
                </th>
                <td className="px-2 py-1">{read(record) ?? "—"}</td>
                {found.duplicates.map((d) => (
                  <Cell
                    key={d.id}
                    duplicate={d}
                    value={d.record ? read(d.record) : (d.email ?? undefined)}
                    mine={read(record)}
                    field={name}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Frame>
  );
}

function Cell({
  duplicate,
  value,
  mine,
  field,
}: {
  duplicate: Duplicate;
  value: string | undefined;
  mine: string | undefined;
  field: string;
}) {
  if (!duplicate.record && field !== "E-mail")
    return <td className="px-2 py-1 text-slate-500">could not be read</td>;
  const differs = field !== "Created" && value !== mine;
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
      className="h-32 w-32 rounded bg-slate-100 object-cover"
    />
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <section aria-labelledby="duplicates-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="duplicates-heading" className="text-base font-semibold">
        Duplicates
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}
