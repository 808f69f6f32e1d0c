/** Rows handled between two yields: well under 50 ms of work for any row shape we parse. */
export const CHUNK_ROWS = 500;

/** Lets timers and I/O run: large files are parsed in slices so the server keeps answering. */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** `fn` over every item, yielding to the event loop after each CHUNK_ROWS items. */
export async function mapInChunks<T, R>(
  items: readonly T[],
  fn: (item: T, index: number) => R,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % CHUNK_ROWS === 0) await yieldToEventLoop();
    out.push(fn(items[i]!, i));
  }
  return out;
}
