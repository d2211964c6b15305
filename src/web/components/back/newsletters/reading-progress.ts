/**
 * How far the reader has scrolled through an element (its box as the window shows it), in
 * whole percents: 0 until it starts to scroll by, 100 once its end is in the window, or when
 * it all fits. What is visible on arrival has not been read yet, so it does not count.
 */
export function readingProgress({ top, height }: { top: number; height: number }, windowHeight: number): number {
  const scrollable = height - windowHeight;
  if (height <= 0 || scrollable <= 0) return 100;
  return Math.max(0, Math.min(100, Math.round((-top / scrollable) * 100)));
}
