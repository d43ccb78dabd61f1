// GET /api/submissions/:id/images/:type — a stored image of a submission, streamed from the
// KYC service with Cache-Control: no-store (images are personal data: no cache keeps them).
// Every view is audited with the image it showed.
import { recordAudit } from "@/lib/audit/record";
import { authorizeRoute } from "@/lib/auth/session";
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
  const actor = await authorizeRoute("submissions:read");
  if (actor instanceof Response) return actor;
  const { id, type } = await params;
  const parsed = ImageType.safeParse(type);
  const audit = { actor, action: "submission.image_view", target: id, details: { image: type.slice(0, 40) } };
  if (!parsed.success) {
    await recordAudit({ ...audit, outcome: "failure", reason: "unknown image type" });
    return new Response(
      `Unknown image type "${type.slice(0, 40)}": use idImage, idBackImage, selfieImage or addressImage.`,
      { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } },
    );
  }
  try {
    const file = await kyc().openImage(id, parsed.data);
    await recordAudit({ ...audit, outcome: "success" });
    return streamFile(file, `inline; filename="${safeFileName(`${id}-${parsed.data}`)}"`);
  } catch (error) {
    const response = fileFailure(error, imageNames[parsed.data]);
    await recordAudit({ ...audit, outcome: "failure", reason: `upstream answered ${response.status}` });
    return response;
  }
}
