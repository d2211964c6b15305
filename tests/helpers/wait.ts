/** Polls `check` every 20 ms until it holds; answers how long that took. */
export async function millisecondsUntil(check: () => Promise<boolean>, limitMs = 10_000): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > limitMs) throw new Error(`not served within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Math.round(performance.now() - started);
}
