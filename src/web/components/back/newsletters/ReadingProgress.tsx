import { useEffect, useState, type RefObject } from 'react';
import { readingProgress } from './reading-progress';

type Props = { label: string; target: RefObject<HTMLElement | null> };

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
      frame = requestAnimationFrame(() => setPercent(readingProgress(element.getBoundingClientRect(), window.innerHeight)));
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
