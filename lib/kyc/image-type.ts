// The vendor documents no content type for image downloads: an answer not labelled image/*
// is recognised by its first bytes (JPEG, PNG: what step 1 and step 2 accept) instead of
// being refused, and passed on with the type found. Anything else stays refused.

const signatures = [
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
] as const;
const headLength = 8;

export interface DownloadedFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  contentLength: string | undefined;
}

function typeOf(head: Uint8Array): string | undefined {
  return signatures.find((s) => s.bytes.every((byte, i) => head[i] === byte))?.type;
}

/** The file with its type, read from its first bytes; null (body cancelled) when not an image. */
export async function recogniseImage(file: DownloadedFile): Promise<DownloadedFile | null> {
  const reader = file.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < headLength) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  const head = new Uint8Array(size);
  chunks.reduce((offset, chunk) => (head.set(chunk, offset), offset + chunk.length), 0);
  const type = typeOf(head);
  if (!type) {
    await reader.cancel();
    return null;
  }
  // The bytes already read go first, then the rest as it arrives: nothing is buffered whole.
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (head.length) controller.enqueue(head);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { ...file, body, contentType: type };
}
