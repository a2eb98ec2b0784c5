import { once } from "node:events";
import type { Writable } from "node:stream";
import type { DbOrTx } from "@tronc/db";
import { invoiceFileStem, isDomainError } from "@tronc/domain";
import type { FileStorage } from "../../../files/storage/storage";
import type { InvoiceSearchFilters } from "../../../modules/billing/invoice-list/contract";
import { invoicePdfBytes } from "../print/invoice-pdf";
import { invoiceExportPages } from "./rows";

/** Waits for the output to drain (or close); the listeners are removed whichever comes first. */
async function roomIn(output: Writable, failed: Promise<never>): Promise<void> {
  const controller = new AbortController();
  const { signal } = controller;
  try {
    await Promise.race([once(output, "drain", { signal }), once(output, "close", { signal }), failed]);
  } finally {
    controller.abort();
  }
}

interface ZipEntry {
  name: string;
  bytes: Buffer;
}

async function printEntry(
  ctx: { db: DbOrTx; storage: FileStorage },
  invoice: { id: number; reference: string | null },
): Promise<ZipEntry | null> {
  try {
    return { name: `${invoiceFileStem(invoice)}.pdf`, bytes: await invoicePdfBytes(ctx, invoice) };
  } catch (error) {
    if (isDomainError(error) && error.code === "INVOICE_NOT_FOUND") return null;
    throw error;
  }
}

/**
 * A zip of every matching invoice's PDF (a numbered one's as issued, read from the files folder),
 * streamed: each PDF added to the zip stream piped to the
 * output, the one after next printed only once it is in the zip and the output has room. The
 * rows come in keyset pages; memory stays flat whatever the count. Returns the number of files.
 */
export async function writeInvoicesZip(
  ctx: { db: DbOrTx; storage: FileStorage },
  filters: InvoiceSearchFilters,
  output: Writable,
): Promise<number> {
  const { default: archiver } = await import("archiver");
  // PDFs are already compressed: storing them costs nothing in size and saves the CPU.
  const zip = archiver("zip", { store: true });
  const failed = new Promise<never>((_, reject) => zip.on("error", reject));
  failed.catch(() => undefined);
  zip.pipe(output);
  let count = 0;
  const add = async (entry: ZipEntry | null) => {
    if (!entry) return; // deleted since its page was read
    const added = once(zip, "entry");
    zip.append(entry.bytes, { name: entry.name });
    await Promise.race([added, failed]);
    if (output.writableNeedDrain && !output.destroyed) await roomIn(output, failed);
    if (output.destroyed) throw new Error("export interrompu : le flux de sortie est fermé");
    count++;
  };
  // The next PDF prints while the current one goes into the zip: two at most in memory.
  let ahead: Promise<ZipEntry | null> | null = null;
  for await (const page of invoiceExportPages(ctx.db, filters)) {
    for (const row of page) {
      const next = printEntry(ctx, row);
      next.catch(() => undefined);
      if (ahead) await add(await ahead);
      ahead = next;
    }
  }
  if (ahead) await add(await ahead);
  await Promise.race([zip.finalize(), failed]);
  return count;
}
