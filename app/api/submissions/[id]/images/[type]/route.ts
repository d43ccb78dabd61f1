// GET /api/submissions/:id/images/:type — a stored image of a submission, streamed from the
// KYC service with Cache-Control: no-store (images are personal data: no cache keeps them).
import { ImageType } from "@/lib/kyc/schemas";
import { kyc } from "@/lib/kyc/server";
import { fileFailure, safeFileName, streamFile } from "@/lib/kyc/proxy";

const imageNames: Record<ImageType, string> = { idImage: "ID photo", selfieImage: "selfie", addressImage: "address document" };

export async function GET(_request: Request, { params }: { params: Promise<{ id: string; type: string }> }) {
  const { id, type } = await params;
  const parsed = ImageType.safeParse(type);
  if (!parsed.success) {
    return new Response(`Unknown image type "${type.slice(0, 40)}": use idImage, selfieImage or addressImage.`, { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  try {
    const file = await kyc().openImage(id, parsed.data);
    return streamFile(file, `inline; filename="${safeFileName(`${id}-${parsed.data}`)}"`);
  } catch (error) {
    return fileFailure(error, imageNames[parsed.data]);
  }
}
