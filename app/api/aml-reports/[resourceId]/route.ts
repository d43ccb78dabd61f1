// GET /api/aml-reports/:resourceId — the AML report PDF of one match, streamed from the KYC
// service; inline for the viewer, or as a download with ?download=1. Every view is audited.
import { message } from "@/lib/actions/message";
import { auditedRead } from "@/lib/actions/read";
import { kyc } from "@/lib/kyc/connection";
import { fileFailure, fileRefusal, safeFileName, streamFile } from "@/lib/kyc/file-stream";
import { isSubmissionId, submissionIdProblem } from "@/lib/submissions/submission-id";

export async function GET(request: Request, { params }: { params: Promise<{ resourceId: string }> }) {
  const { resourceId } = await params;
  const search = new URL(request.url).searchParams;
  const download = search.get("download") === "1";
  // The page says which submission the report belongs to; the interface keys reports by match only.
  // It is the audit event's target, so it is checked like every submission id.
  const submission = search.get("submission") || undefined;
  const problem = submission === undefined ? null : submissionIdProblem(submission);
  const read = await auditedRead("submissions:read", {
    action: "aml_report.view",
    target: problem ? undefined : submission,
    // The match id comes from the address: kept only when shaped like an id (not a personal number).
    details: { resourceId: isSubmissionId(resourceId) ? resourceId : "not an id", download },
  });
  if (problem) {
    await read.failed("not a submission id");
    return fileRefusal(message("kycService.files.submissionParameter", { problem: [problem] }));
  }
  try {
    const file = await kyc().openAmlReport(resourceId);
    await read.succeeded();
    const name = safeFileName(`aml-report-${resourceId}.pdf`);
    return streamFile(file, `${download ? "attachment" : "inline"}; filename="${name}"`);
  } catch (error) {
    const response = await fileFailure(error, "amlReport");
    const unknown = response.status === 404; // typed ids nobody issued are not kept
    await read.failed(
      `upstream answered ${response.status}`,
      unknown ? { target: undefined, details: { resourceId: "unknown", download } } : {},
    );
    return response;
  }
}
