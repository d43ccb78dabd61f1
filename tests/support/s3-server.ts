// A real S3-compatible server for tests (s3rver, from npm: objects as files in a temporary
// directory), on a free port of 127.0.0.1, with one bucket. The S3 client talks HTTP to it
// exactly as to a cloud bucket; what it does not implement is said where a test relies on it.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3DigestTarget } from "../../lib/env-audit";

export interface S3Server {
  target: (prefix: string) => S3DigestTarget;
  stop(): Promise<void>;
}

export async function startS3Server(bucket: string): Promise<S3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  return {
    target: (prefix) => ({
      bucket,
      prefix,
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      // s3rver's fixed development credentials.
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      pathStyle: true,
    }),
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
