// GET /api/aml-reports/:resourceId — the AML report PDF of one match, streamed from the KYC
// service; inline for the viewer, or as a download with ?download=1.
import { kyc } from "@/lib/kyc/server";
import { fileFailure, safeFileName, streamFile } from "@/lib/kyc/proxy";

export async function GET(request: Request, { params }: { params: Promise<{ resourceId: string }> }) {
  const { resourceId } = await params;
  const download = new URL(request.url).searchParams.get("download") === "1";
  try {
    const file = await kyc().openAmlReport(resourceId);
    const name = safeFileName(`aml-report-${resourceId}.pdf`);
    return streamFile(file, `${download ? "attachment" : "inline"}; filename="${name}"`);
  } catch (error) {
    return fileFailure(error, "AML report");
  }
}
