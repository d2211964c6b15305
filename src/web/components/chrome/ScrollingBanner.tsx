import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { PauseIcon, PlayIcon } from './icons';
import { useHydrated } from './use-hydrated';

type Props = { messages: string[] };

/**
 * The shop's news band. The moving text is decoration (hidden from screen readers, which
 * get the messages once as a list); it pauses on hover, on focus and with its button (WCAG
 * 2.2.2), and stands still for visitors who ask for reduced motion.
 *
 * It starts moving once the page is interactive, when its pause button works, and stands
 * still while a modal dialog (the information pop-up) covers the page (chrome.css): that also
 * spares a phone the frames a moving band costs while the page loads and hydrates (ADR 10).
 */
export function ScrollingBanner({ messages }: Props) {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  const [paused, setPaused] = useState(false);
  if (messages.length === 0) return null;

  // Keep a steady reading speed whatever the length of the messages.
  const seconds = Math.max(18, Math.round(messages.join(' ').length * 0.28));
  const copy = (hidden: boolean) => (
    <ul className="banner__group" aria-hidden={hidden || undefined}>
      {messages.map((message, index) => (
        <li key={index}>{message}</li>
      ))}
    </ul>
  );

  return (
    <section className="banner" aria-label={t('banner.label')} data-enhanced={hydrated || undefined} data-paused={paused || undefined}>
      <div className="banner__viewport">
        <div className="banner__track" style={{ '--banner-duration': `${seconds}s` } as React.CSSProperties}>
          {copy(false)}
          {copy(true)}
        </div>
      </div>
      <button type="button" className="banner__toggle" aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
        {paused ? <PlayIcon /> : <PauseIcon />}
        <span className="visually-hidden">{t('banner.pause')}</span>
      </button>
    </section>
  );
}
