// GET /api/submissions/:id/images/:type — a stored image of a submission, streamed from the
// KYC service with Cache-Control: no-store (images are personal data: no cache keeps them).
// Every view is audited with the image it showed; an id not shaped like a submission id is
// refused before anything is asked or recorded about it (the event then names no target).
import { auditedRead } from "@/lib/actions/read";
import { ImageType } from "@/common/kyc-api/schemas";
import { message } from "@/lib/actions/message";
import { kyc } from "@/lib/kyc/connection";
import { fileFailure, fileRefusal, safeFileName, streamFile } from "@/lib/kyc/file-stream";
import { submissionIdProblem } from "@/lib/submissions/submission-id";

export async function GET(_request: Request, { params }: { params: Promise<{ id: string; type: string }> }) {
  const { id, type } = await params;
  const problem = submissionIdProblem(id);
  const parsed = ImageType.safeParse(type);
  // Only what the address may hold is recorded: a known image type, an id of the right shape.
  const read = await auditedRead("submissions:read", {
    action: "submission.image_view",
    target: problem ? undefined : id,
    details: { image: parsed.success ? parsed.data : "unknown" },
  });
  if (problem) {
    await read.failed("not a submission id");
    return fileRefusal(problem);
  }
  if (!parsed.success) {
    await read.failed("unknown image type", { target: undefined }); // nothing was asked: the id is unchecked
    return fileRefusal(message("kycService.files.unknownImageType", { type: type.slice(0, 40) }));
  }
  try {
    const file = await kyc().openImage(id, parsed.data);
    await read.succeeded();
    return streamFile(file, `inline; filename="${safeFileName(`${id}-${parsed.data}`)}"`);
  } catch (error) {
    const response = await fileFailure(error, parsed.data);
    // A 404: the id was typed and nobody issued it, so it is not kept as the target.
    await read.failed(
      `upstream answered ${response.status}`,
      response.status === 404 ? { target: undefined } : {},
    );
    return response;
  }
}
