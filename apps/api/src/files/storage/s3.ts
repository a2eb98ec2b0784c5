import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";
import type { ListObjectsV2CommandOutput, S3Client } from "@aws-sdk/client-s3";
import {
  type FileStorage,
  ObjectExistsError,
  type PutOptions,
  probeStorage,
  storageUnavailable,
  storageWriteFailed,
} from "./storage";

export interface S3Settings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** A local folder for uploads received and judged before they are sent up (tempPath). */
  tempDir: string;
}

type ErrorShape = { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
const statusOf = (error: unknown) => (error as ErrorShape | null)?.$metadata?.httpStatusCode;
/** No object under the key (a missing bucket is NoSuchBucket: the storage refusing, not a missing file). */
const isMissing = (error: unknown) => {
  const { name } = (error ?? {}) as ErrorShape;
  return name === "NoSuchKey" || name === "NotFound";
};
/** 412 to `If-None-Match: *`: another writer's object is already under the key. */
const isTaken = (error: unknown) =>
  statusOf(error) === 412 || (error as ErrorShape | null)?.name === "PreconditionFailed";

/**
 * Any S3-compatible store, through the official AWS SDK v3 client, loaded only when this driver is
 * chosen (the local start never pays for it). An object appears whole or not at all (S3's own
 * guarantee), so a failed upload leaves nothing under its key. createOnly asks `If-None-Match: *`
 * (atomic on AWS S3 and the stores that follow it), after a HEAD that also covers the stores that
 * ignore that header.
 */
export async function s3Storage(settings: S3Settings): Promise<FileStorage & { close(): void }> {
  const sdk = await import("@aws-sdk/client-s3");
  const client: S3Client = new sdk.S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // A store that does not answer is told within seconds, not after the socket's own minutes.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
    maxAttempts: 2,
    // Checksums only where S3 requires them: the streamed PUT stays a plain body, which every
    // S3-compatible store reads (the aws-chunked trailer is not understood by all of them).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;

  async function exists(key: string): Promise<{ size: number } | null> {
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw storageUnavailable(error);
    }
  }

  async function put(key: string, body: Buffer | Readable, size: number, options: PutOptions = {}) {
    try {
      if (options.createOnly && (await exists(key))) throw new ObjectExistsError(key);
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentLength: size,
          ...(options.createOnly ? { IfNoneMatch: "*" } : {}),
        }),
      );
    } catch (error) {
      if (error instanceof ObjectExistsError) throw error;
      if (options.createOnly && isTaken(error)) throw new ObjectExistsError(key);
      throw storageWriteFailed(error);
    }
  }

  async function getStream(key: string, range?: { start: number; end: number }) {
    try {
      const object = await client.send(
        new sdk.GetObjectCommand({ Bucket, Key: key, Range: range && `bytes=${range.start}-${range.end}` }),
      );
      return object.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return null;
      throw storageUnavailable(error);
    }
  }

  const storage: FileStorage & { close(): void } = {
    driver: "s3",
    putBytes: (key, bytes, options) => put(key, bytes, bytes.length, options),
    putStream: (key, body, size, options) => put(key, body, size, options),
    async putFile(key, path) {
      const { size } = await stat(path);
      await put(key, createReadStream(path), size);
    },
    async tempPath() {
      try {
        await mkdir(settings.tempDir, { recursive: true });
      } catch (error) {
        throw storageWriteFailed(error);
      }
      return join(settings.tempDir, `.upload-${randomUUID()}`);
    },
    getStream,
    async getBytes(key) {
      const body = await getStream(key);
      if (!body) return null;
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of body) chunks.push(chunk as Buffer);
      } catch (error) {
        throw storageUnavailable(error);
      }
      return Buffer.concat(chunks);
    },
    stat: exists,
    async delete(key) {
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isMissing(error)) throw storageWriteFailed(error);
      }
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        let page: ListObjectsV2CommandOutput;
        try {
          page = await client.send(new sdk.ListObjectsV2Command({ Bucket, ContinuationToken }));
        } catch (error) {
          throw storageUnavailable(error);
        }
        for (const object of page.Contents ?? []) {
          if (object.Key && !object.Key.startsWith(".")) yield { key: object.Key, size: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    probe: () => probeStorage(storage),
    close: () => client.destroy(),
  };
  return storage;
}
