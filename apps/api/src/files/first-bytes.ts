import { open } from "node:fs/promises";

/** The first `count` bytes of a file received aside (fewer when it is shorter): what a type is judged on. */
export async function firstBytes(path: string, count: number): Promise<Uint8Array> {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(count);
    const { bytesRead } = await handle.read(buffer, 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
