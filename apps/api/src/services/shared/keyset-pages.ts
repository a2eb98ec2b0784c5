/** One turn of the event loop. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads a whole result page by page on a keyset (the last row of a page is where the next starts),
 * keeping `ahead` pages requested or waiting, so the database works while the caller writes. Each read
 * starts as soon as the previous page arrives. Memory: at most `ahead` pages besides the caller's.
 */
export async function* keysetPages<Row, Cursor>(
  read: (after: Cursor | null) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  pageSize: number,
  ahead = 2,
): AsyncGenerator<Row[]> {
  const queue: Promise<Row[]>[] = [];
  let after: Cursor | null = null;
  let reading = false;
  let exhausted = false;

  const fill = () => {
    if (reading || exhausted || queue.length >= ahead) return;
    reading = true;
    const page = read(after).then(
      (rows) => {
        reading = false;
        const last = rows.at(-1);
        if (last === undefined || rows.length < pageSize) exhausted = true;
        else after = cursorOf(last);
        fill();
        return rows;
      },
      (error: unknown) => {
        exhausted = true;
        throw error;
      },
    );
    // A caller that stops early leaves reads in flight: their failure must not go unhandled.
    page.catch(() => undefined);
    queue.push(page);
  };

  fill();
  for (let page = queue.shift(); page; page = queue.shift()) {
    fill();
    const rows = await page;
    // postgres.js sends a query on a setImmediate queued after a microtask: two turns put the reads
    // just started on the wire before the caller's synchronous work on this page.
    await nextTurn();
    await nextTurn();
    if (rows.length > 0) yield rows;
  }
}
