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
import { can } from "@/lib/auth/permissions";
import { displayNames } from "@/lib/audit/display-names";

export const metadata: Metadata = { title: "Audit log" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuditPage({ searchParams }: Props) {
  await connection();
  const read = await auditedRead("audit:read", { action: "audit.search" });
  const { actor } = read;
  let filter: AuditFilter;
  try {
    filter = parseAuditFilter(await searchParams);
  } catch (error) {
    if (!(error instanceof AuditFilterError)) throw error;
    await read.failed(error.message);
    return (
      <UpstreamError
        title="This audit log address is not valid."
        message={error.message}
        retryHref="/audit"
        retryLabel="Open the audit log"
      />
    );
  }
  const [page, status] = await Promise.all([fetchAuditPage(filter), fetchChainStatus()]);
  await read.succeeded({ details: { filters: activeAuditFilters(filter), page: filter.before ?? "newest" } });
  const query = filterQuery(filter);
  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 id="audit-heading" className="text-xl font-semibold">
          Audit log
        </h1>
        {can(actor.role, "audit:export") ? (
          <a href={`/api/audit/export${query ? `?${query}` : ""}`} className="text-sm underline" download>
            Export CSV
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
      <nav aria-label="Pages" className="flex gap-4 text-sm">
        {filter.before ? (
          <Link href={`/audit${query ? `?${query}` : ""}`} className="underline">
            Newest
          </Link>
        ) : null}
        {page.before ? (
          <Link href={`/audit?${filterQuery(filter, page.before)}`} className="underline">
            Older events →
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
