// GET /api/aml-reports/:resourceId — the AML report PDF of one match, streamed from the KYC
// service; inline for the viewer, or as a download with ?download=1. Every view is audited.
import { recordAudit } from "@/lib/audit/record";
import { authorizeRoute } from "@/lib/auth/session";
import { kyc } from "@/lib/kyc/connection";
import { fileFailure, safeFileName, streamFile } from "@/lib/kyc/file-stream";

export async function GET(request: Request, { params }: { params: Promise<{ resourceId: string }> }) {
  const actor = await authorizeRoute("submissions:read");
  if (actor instanceof Response) return actor;
  const { resourceId } = await params;
  const search = new URL(request.url).searchParams;
  const download = search.get("download") === "1";
  // The page says which submission the report belongs to; the interface keys reports by match only.
  const submission = search.get("submission")?.slice(0, 200) || undefined;
  const audit = {
    actor,
    action: "aml_report.view",
    target: submission,
    details: { resourceId: resourceId.slice(0, 200), download },
  };
  try {
    const file = await kyc().openAmlReport(resourceId);
    await recordAudit({ ...audit, outcome: "success" });
    const name = safeFileName(`aml-report-${resourceId}.pdf`);
    return streamFile(file, `${download ? "attachment" : "inline"}; filename="${name}"`);
  } catch (error) {
    const response = fileFailure(error, "AML report");
    await recordAudit({ ...audit, outcome: "failure", reason: `upstream answered ${response.status}` });
    return response;
  }
}
