import type { DbOrTx } from "@tronc/db";
import type { FileStorage } from "../../../files/storage/storage";

/**
 * The PDFs of documents just numbered, rendered after their validation's commit, one after another
 * in this process so that a person's next download reads the kept file. A render that fails is
 * reported and forgotten: the first download renders it. (Issue 28 moves this to the job queue.)
 */
export interface IssuedPdfQueue {
  add(render: () => Promise<unknown>): void;
  /** Resolves once every render added so far has ended. */
  idle(): Promise<void>;
}

export function issuedPdfQueue(report: (error: unknown) => void): IssuedPdfQueue {
  let tail: Promise<void> = Promise.resolve();
  return {
    add(render) {
      tail = tail.then(render).then(
        () => undefined,
        (error: unknown) => report(error),
      );
    },
    idle: () => tail,
  };
}

/**
 * Queues a just-numbered document's PDF when the context has a queue (the server's; seeds, commands
 * and most tests have none: their documents get their PDF at the first download). Call it after the
 * commit, with the context outside the transaction.
 */
export function renderAfterCommit(
  ctx: { db: DbOrTx; storage?: FileStorage; issuedPdfQueue?: IssuedPdfQueue },
  render: (printCtx: { db: DbOrTx; storage: FileStorage }) => Promise<unknown>,
): void {
  const { db, storage, issuedPdfQueue } = ctx;
  if (storage === undefined || issuedPdfQueue === undefined) return;
  issuedPdfQueue.add(() => render({ db, storage }));
}
