import type { DbOrTx } from "@tronc/db";
import type { FileStorage } from "../../../files/storage/storage";

/** A document just numbered, whose PDF is to be rendered and kept. */
export interface IssuedDocument {
  kind: "invoice" | "credit";
  id: number;
  reference: string;
}

/**
 * Where the PDFs of documents just numbered are rendered after their validation's commit, so that a
 * person's next download reads the kept file: the server's job queue (a job per document, retried,
 * taken again by another process if this one dies), or in this process (tests). A render that keeps
 * failing is left: the first download renders it.
 */
export interface IssuedPdfQueue {
  /** Resolves once the document is handed over (its job stored, or its render lined up here); never rejects. */
  add(document: IssuedDocument, printCtx: { db: DbOrTx; storage: FileStorage }): Promise<void>;
  /** Resolves once every render added so far in this process has ended. */
  idle(): Promise<void>;
}

/** Renders one after another in this process: what tests use, without a job queue. */
export function issuedPdfQueue(
  render: (printCtx: { db: DbOrTx; storage: FileStorage }, document: IssuedDocument) => Promise<unknown>,
  report: (error: unknown) => void,
): IssuedPdfQueue {
  let tail: Promise<void> = Promise.resolve();
  return {
    add(document, printCtx) {
      tail = tail
        .then(() => render(printCtx, document))
        .then(
          () => undefined,
          (error: unknown) => report(error),
        );
      return Promise.resolve();
    },
    idle: () => tail,
  };
}

/**
 * Queues a just-numbered document's PDF when the context has a queue (the server's; seeds, commands
 * and most tests have none: their documents get their PDF at the first download). Call it after the
 * commit, with the context outside the transaction, and await it before answering: a validation
 * acknowledged has its job stored (a process killed between the commit and the job leaves an
 * unacknowledged one, whose PDF the first download renders).
 */
export async function renderAfterCommit(
  ctx: { db: DbOrTx; storage?: FileStorage; issuedPdfQueue?: IssuedPdfQueue },
  document: IssuedDocument,
): Promise<void> {
  const { db, storage, issuedPdfQueue } = ctx;
  if (storage === undefined || issuedPdfQueue === undefined) return;
  await issuedPdfQueue.add(document, { db, storage });
}
