// Digests in an S3-compatible bucket. A digest is created, never replaced: the name is
// checked first, and the upload is conditional (If-None-Match: *), so of two processes
// signing the same head one keeps its digest. Against deletion and overwriting by the
// dashboard's own credentials, the bucket itself must refuse them: object lock in compliance
// mode with a default retention, or a policy without s3:DeleteObject (docs/accountability.md).
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3DigestTarget } from "../env-audit";
import { digestNamePrefix, isDigestName } from "./digest";
import type { DigestStore } from "./digest-store";

const missing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

export function s3Store(target: S3DigestTarget): DigestStore {
  const client = new S3Client({
    region: target.region,
    endpoint: target.endpoint,
    forcePathStyle: target.pathStyle,
    credentials: target.credentials,
    maxAttempts: 3,
  });
  const { bucket, prefix } = target;
  return {
    where: `s3://${bucket}/${prefix}`,
    async create(name, body) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: prefix + name }));
        return false;
      } catch (error) {
        if (!missing(error)) throw error;
      }
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: prefix + name,
            Body: body,
            ContentType: "application/json",
            IfNoneMatch: "*",
          }),
        );
        return true;
      } catch (error) {
        // 412: created meanwhile by another process; 409: a concurrent conditional upload.
        const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : 0;
        if (status === 412 || status === 409) return false;
        throw error;
      }
    },
    async newest() {
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix + digestNamePrefix, MaxKeys: 50 }),
      );
      // Lexicographic order: the newest digest first; anything else under the prefix is skipped.
      const names = (listed.Contents ?? []).map((o) => (o.Key ?? "").slice(prefix.length));
      return names.find(isDigestName) ?? null;
    },
    async read(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: prefix + name }));
        return (await object.Body?.transformToString("utf8")) ?? null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
  };
}
