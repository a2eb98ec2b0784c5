import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "@20minutes/s3rver";
import type { S3Settings } from "../../src/files/storage/s3";

export const TEST_BUCKET = "tronc-test";

export interface LocalS3 {
  /** The settings of an S3 driver on this server (its uploads received aside in `tempDir`). */
  settings(tempDir: string, bucket?: string): S3Settings;
  close(): Promise<void>;
}

/**
 * An S3-compatible server in this process (s3rver), on a free port, its objects in a temporary folder;
 * its buckets: TEST_BUCKET and the `otherBuckets`.
 */
export async function startLocalS3(otherBuckets: string[] = []): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), "tc-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    // s3rver's own SigV4 check trips on the SDK's newer signing of some requests; the signature is AWS's business.
    allowMismatchedSignatures: true,
    configureBuckets: [TEST_BUCKET, ...otherBuckets].map((name) => ({ name })),
  });
  const { port } = await server.run();
  return {
    settings: (tempDir, bucket = TEST_BUCKET) => ({
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: "eu-west-3",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
      tempDir,
    }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
