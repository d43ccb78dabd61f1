// Raw HTTPS requests to the test service, for what the typed client deliberately cannot
// send (bad input, missing keys, odd encodings), and small real images made with sharp.
import sharp from "sharp";
import { Agent, fetch, FormData } from "undici";
import { serviceInfo } from "./kyc-service";

let agent: Agent | undefined;

export interface RawResponse {
  status: number;
  contentType: string;
  body: Record<string, unknown>;
}

export async function rawRequest(
  method: string,
  path: string,
  options: {
    apiKey?: string | null;
    form?: FormData;
    json?: unknown;
    body?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<RawResponse> {
  const info = serviceInfo();
  agent ??= new Agent({ connect: { ca: info.ca } });
  const headers: Record<string, string> = { ...options.headers };
  if (options.apiKey !== null) headers["x-api-key"] = options.apiKey ?? info.apiKey;
  let body: FormData | string | undefined = options.form ?? options.body;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${info.baseUrl}${path}`, { method, headers, body, dispatcher: agent });
  const contentType = response.headers.get("content-type") ?? "";
  const text = await response.text();
  return {
    status: response.status,
    contentType,
    body: contentType.includes("json") ? (JSON.parse(text) as Record<string, unknown>) : { text },
  };
}

/** A multipart form from text fields and files (bytes with a client-chosen name). */
export function formOf(
  fields: Record<string, string | undefined>,
  files: Record<string, { data: Uint8Array; name: string; type?: string }> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
  for (const [key, file] of Object.entries(files)) {
    form.set(
      key,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? "application/octet-stream" }),
      file.name,
    );
  }
  return form;
}

/**
 * A real, decodable image of a given size: noise, so JPEG cannot compress it to nothing, and
 * the same every time (xorshift32 from a fixed seed). Noise without lines: the multiplicative
 * hash it was drawn from before (i x 2654435761) makes a lattice whose rows the OCR took for
 * print (line structure 1.38, over the 0.9 at which it reads, docs/ocr.md), so every test
 * submission cost half a second of recognition that found nothing; this noise scores 0.69 and
 * is refused as text-less at once, as an applicant's photo without print would be.
 */
export async function sampleImage(
  format: "jpeg" | "png" = "jpeg",
  width = 320,
  height = 200,
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = 0x9e3779b9;
  for (let i = 0; i < pixels.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    pixels[i] = state >>> 24;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === "jpeg" ? image.jpeg({ quality: 90 }).toBuffer() : image.png().toBuffer();
}

export const step1Fields = (overrides: Record<string, string | undefined> = {}) => ({
  issuingCountry: "KOR",
  email: "applicant@example.com",
  idType: "government_id",
  ...overrides,
});
