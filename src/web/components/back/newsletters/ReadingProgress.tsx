import { useEffect, useState, type RefObject } from 'react';

type Props = { label: string; target: RefObject<HTMLElement | null> };

/** How much of `element` has scrolled past the bottom of the window, in whole percents (100 when it all fits). */
function progressThrough(element: HTMLElement): number {
  const { top, height } = element.getBoundingClientRect();
  const seen = window.innerHeight - top;
  if (height <= 0 || seen >= height) return 100;
  return Math.max(0, Math.min(100, Math.round((seen / height) * 100)));
}

/**
 * The reader's reading-progress bar (spec back-office section 2): a bar pinned to the top of
 * the window that fills as the article scrolls by. A named progressbar, so a screen reader
 * can tell how far the article has been read.
 */
export function ReadingProgress({ label, target }: Props) {
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setPercent(progressThrough(element)));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [target]);
  return (
    <div className="reading-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <div className="reading-progress__bar" style={{ width: `${percent}%` }} />
    </div>
  );
}
