// A case beside the other submissions of the same person: selfies, then each field, the
// values that differ from this case highlighted (and named for screen readers).
import Link from "next/link";
import { useLocale, useTimeZone, useTranslations } from "next-intl";
import { useValueWords } from "@/components/i18n/use-value-words";
import type { SubmissionRecord } from "@/common/kyc-api/schemas";
import { imageSrc } from "@/components/case/submission-images";
import { applicantNameKey } from "@/common/applicant-name";
import { isKycResult } from "@/lib/i18n/value-keys";
import { formatUtc } from "@/lib/time";

export interface Compared {
  id: string;
  email: string | null;
  /** The other submission as the upstream returns it; null if it could not be read. */
  record: SubmissionRecord | null;
}

type Field =
  | "name"
  | "birth"
  | "gender"
  | "nationality"
  | "idType"
  | "document"
  | "email"
  | "userId"
  | "created"
  | "status";
type Read = (r: SubmissionRecord) => string | undefined;

/** The compared fields in order, each read in the reader's words. */
function useFields(): [Field, Read][] {
  const words = useValueWords();
  const gender = useTranslations("values.gender");
  const status = useTranslations("values.statusLong");
  const local = { locale: useLocale(), timeZone: useTimeZone() ?? "UTC" };
  const word = (value: string | undefined, say: (v: string) => string) => (value ? say(value) : undefined);
  return [
    ["name", (r) => r.data.name],
    ["birth", (r) => r.data.date_of_birth],
    ["gender", (r) => word(r.data.gender, (g) => (g === "male" || g === "female" ? gender(g) : g))],
    ["nationality", (r) => word(r.data.nationality, words.country)],
    ["idType", (r) => word(r.data.idType, words.idType)],
    ["document", (r) => r.data.documentNumber],
    ["email", (r) => r.email],
    ["userId", (r) => r.userid],
    ["created", (r) => formatUtc(r.created_at, { local })],
    ["status", (r) => word(r.kyc.result, (s) => (isKycResult(s) ? status(s) : s))],
  ];
}

export function ComparisonTable({
  record,
  others,
  queueQuery,
}: {
  record: SubmissionRecord;
  others: Compared[];
  queueQuery: string;
}) {
  const t = useTranslations("case.compare");
  const fields = useFields();
  const href = (id: string) => `/submissions/${encodeURIComponent(id)}${queueQuery ? `?${queueQuery}` : ""}`;
  return (
    // Fits its box: long values (e-mails, ids) wrap anywhere, so columns stay narrow; past what
    // the box can hold (many others on a narrow screen) the table scrolls inside it, and says so.
    <div className="mt-3 max-w-full overflow-x-auto">
      {others.length > 2 && (
        <p className="mb-1 text-xs text-slate-600 lg:hidden">{t("scroll", { count: others.length + 1 })}</p>
      )}
      <table className="min-w-full text-left text-sm [&_td]:[overflow-wrap:anywhere] [&_th]:[overflow-wrap:anywhere]">
        <caption className="sr-only">{t("caption")}</caption>
        <thead>
          <tr className="bg-slate-100 text-xs uppercase text-slate-600">
            <th scope="col" className="px-2 py-1">
              {t("field")}
            </th>
            <th scope="col" className="px-2 py-1">
              {t("this")}
            </th>
            {others.map((d) => (
              <th key={d.id} scope="col" className="px-2 py-1">
                <Link href={href(d.id)} className="break-all normal-case text-sky-800 underline">
                  {t("open", { id: d.id })}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          <tr>
            <th scope="row" className="px-2 py-1 font-normal text-slate-600">
              {t("selfie")}
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
                {t(`fields.${name}`)}
              </th>
              <td className="px-2 py-1">{read(record) ?? "—"}</td>
              {others.map((d) => {
                const value = d.record ? read(d.record) : (d.email ?? undefined);
                return (
                  <Cell
                    key={d.id}
                    readable={!!d.record || name === "email"}
                    value={value}
                    differs={name !== "created" && !same(name, value, read(record))}
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
function same(field: Field, a: string | undefined, b: string | undefined) {
  if (field === "name" && a && b) return applicantNameKey(a) === applicantNameKey(b);
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
  const t = useTranslations("case.compare");
  if (!readable) return <td className="px-2 py-1 text-slate-500">{t("unreadable")}</td>;
  return (
    <td className={`px-2 py-1 ${differs ? "bg-amber-100 font-medium" : ""}`}>
      {value ?? "—"}
      {differs && <span className="sr-only"> {t("differs")}</span>}
    </td>
  );
}

function Thumb({ id }: { id: string }) {
  const t = useTranslations("case.compare");
  return (
    // eslint-disable-next-line @next/next/no-img-element -- streamed from an authenticated route
    <img
      src={imageSrc(id, "selfieImage")}
      alt={t("selfieOf", { id })}
      loading="lazy"
      className="h-24 w-24 rounded bg-slate-100 object-cover sm:h-28 sm:w-28"
    />
  );
}
