// The e2e run's KYC service, reached as the dashboard reaches it: HTTPS with the development
// key and CA of the e2e data directory. For arranging submissions and checking deletions.
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { createKycClient } from "../../lib/kyc/client";
import { e2eDataDir } from "./accounts";
import { noteSensitive } from "./sensitive-values";

export function e2eKycClient() {
  const port = Number(process.env.E2E_SERVICE_PORT ?? 8444);
  const base = `https://localhost:${port}`;
  return createKycClient({
    legacyBaseUrl: base,
    baseUrl: base,
    apiKey: readFileSync(path.join(e2eDataDir, "kyc-service", "dev-api-key"), "utf8").trim(),
    ca: readFileSync(path.join(e2eDataDir, "certs", "ca.pem"), "utf8"),
    timeoutMs: 15_000,
  });
}

/** A new submission (step 1 with a small generated image); returns its id. */
export async function createE2ESubmission(email: string): Promise<string> {
  noteSensitive("e-mail", email, "e2e applicant (step 1)");
  const pixels = Buffer.alloc(320 * 200 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  const image = await sharp(pixels, { raw: { width: 320, height: 200, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  const result = await e2eKycClient().submitStep1(
    { issuingCountry: "KOR", email, idType: "government_id" },
    { data: new Uint8Array(image), name: "id.jpg", type: "image/jpeg" },
  );
  return result.submissionId;
}
