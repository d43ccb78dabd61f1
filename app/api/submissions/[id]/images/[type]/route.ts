// GET /api/submissions/:id/images/:type — a stored image of a submission, streamed from the
// KYC service with Cache-Control: no-store (images are personal data: no cache keeps them).
// Every view is audited with the image it showed.
import { auditedRead } from "@/lib/actions/read";
import { ImageType } from "@/common/kyc-api/schemas";
import { kyc } from "@/lib/kyc/connection";
import { fileFailure, safeFileName, streamFile } from "@/lib/kyc/file-stream";

const imageNames: Record<ImageType, string> = {
  idImage: "ID photo",
  idBackImage: "back of the ID",
  selfieImage: "selfie",
  addressImage: "address document",
};

export async function GET(_request: Request, { params }: { params: Promise<{ id: string; type: string }> }) {
  const { id, type } = await params;
  const read = await auditedRead("submissions:read", {
    action: "submission.image_view",
    target: id,
    details: { image: type.slice(0, 40) },
  });
  const parsed = ImageType.safeParse(type);
  if (!parsed.success) {
    await read.failed("unknown image type");
    return new Response(
      `Unknown image type "${type.slice(0, 40)}": use idImage, idBackImage, selfieImage or addressImage.`,
      { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } },
    );
  }
  try {
    const file = await kyc().openImage(id, parsed.data);
    await read.succeeded();
    return streamFile(file, `inline; filename="${safeFileName(`${id}-${parsed.data}`)}"`);
  } catch (error) {
    const response = fileFailure(error, imageNames[parsed.data]);
    await read.failed(`upstream answered ${response.status}`);
    return response;
  }
}
