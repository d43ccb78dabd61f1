import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { AuditEmpty } from "@/components/audit/audit-empty";
import { AuditFilters } from "@/components/audit/audit-filters";
import { AuditPresets } from "@/components/audit/audit-presets";
import { AuditTable } from "@/components/audit/audit-table";
import { ChainStatusPanel } from "@/components/audit/chain-status";
import { EmailLookup } from "@/components/audit/email-lookup";
import { UpstreamError } from "@/components/ui/upstream-error";
import {
  activeAuditFilters,
  AuditFilterError,
  filterQuery,
  parseAuditFilter,
  type AuditFilter,
} from "@/lib/audit/filters";
import { fetchAuditPage, fetchChainStatus } from "@/lib/audit/queries";
import { auditedRead } from "@/lib/actions/read";
import { typedValue } from "@/lib/audit/erasable-text";
import { can } from "@/lib/auth/permissions";
import { displayNames } from "@/lib/audit/display-names";
import { translator } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await translator())("audit.title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuditPage({ searchParams }: Props) {
  await connection();
  const read = await auditedRead("audit:read", { action: "audit.search" });
  const { actor } = read;
  const t = await translator();
  let filter: AuditFilter;
  try {
    filter = parseAuditFilter(await searchParams);
  } catch (error) {
    if (!(error instanceof AuditFilterError)) throw error;
    await read.failed(error.message); // English, as the log records everything
    return (
      <UpstreamError
        title={t("audit.invalidAddress")}
        message={t(`audit.filterErrors.${error.problem}`, error.values)}
        retryHref="/audit"
        retryLabel={t("audit.openLog")}
      />
    );
  }
  const [page, status] = await Promise.all([fetchAuditPage(filter), fetchChainStatus()]);
  await read.succeeded({
    details: { filters: activeAuditFilters(filter, typedValue), page: filter.before ?? "newest" },
  });
  const query = filterQuery(filter);
  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div>
          <h1 id="audit-heading" className="text-xl font-semibold">
            {t("audit.title")}
          </h1>
          <p className="text-sm text-slate-600">{t("audit.utcNote")}</p>
        </div>
        {can(actor.role, "audit:export") ? (
          <a href={`/api/audit/export${query ? `?${query}` : ""}`} className="text-sm underline" download>
            {t("audit.exportCsv")}
          </a>
        ) : null}
      </div>
      <EmailLookup />
      <ChainStatusPanel status={status} />
      <AuditPresets filter={filter} />
      <AuditFilters filter={filter} />
      {page.events.length ? (
        <AuditTable events={page.events} names={await displayNames(page.events)} />
      ) : (
        <AuditEmpty filter={filter} />
      )}
      <nav aria-label={t("audit.pages")} className="flex gap-4 text-sm">
        {filter.before ? (
          <Link href={`/audit${query ? `?${query}` : ""}`} className="underline">
            {t("audit.newest")}
          </Link>
        ) : null}
        {page.before ? (
          <Link href={`/audit?${filterQuery(filter, page.before)}`} className="underline">
            {t("audit.older")}
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
