import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../../domain/locale';
import type { SendProgress as Progress } from '../../../../domain/newsletters/send-progress';
import { SendProgress } from './SendProgress';

const finished: Progress = {
  sendId: 1,
  state: 'finished',
  total: 5,
  queued: 5,
  sent: 3,
  failed: 0,
  skipped: 2,
  remaining: 0,
  startedAt: '2025-03-01T09:00:00.000Z',
  queuedAt: '2025-03-01T09:00:01.000Z',
  finishedAt: '2025-03-01T09:00:09.000Z',
};

/** Server-renders the progress in `locale`, as the back office shows it. */
function render(progress: Progress, locale: Locale = 'fr'): string {
  const Stub = createRoutesStub([{ id: 'root', path: '/', Component: () => <SendProgress title="Laine" progress={progress} /> }]);
  return renderToString(<Stub hydrationData={{ loaderData: { root: { locale, settings: {}, collections: [], publicUrl: '', cspNonce: '' } } }} />);
}

/** The progress bar's spoken value and the counts line. */
function counts(progress: Progress, locale: Locale): { valuetext: string; line: string } {
  const html = render(progress, locale);
  return {
    valuetext: /aria-valuetext="([^"]*)"/.exec(html)![1]!,
    line: /<p class="send-progress__counts">(.*?)<\/p>/s.exec(html)![1]!.replace(/<!-- -->/g, ''),
  };
}

describe('a send’s progress, as staff read it', () => {
  it('names the recipients who unsubscribed during the send, in French and English, and counts their mails as done', () => {
    expect(counts(finished, 'fr')).toEqual({
      valuetext: '3 sur 5 envoyés, 0 en échec, 2 désinscrits',
      line: '3 sur 5 envoyés, 0 en échec, 2 désinscrits',
    });
    expect(counts({ ...finished, sent: 4, skipped: 1 }, 'fr').line).toBe('4 sur 5 envoyés, 0 en échec, 1 désinscrit');
    expect(counts(finished, 'en').line).toBe('3 of 5 sent, 0 failed, 2 unsubscribed');
    const html = render({ ...finished, state: 'sending', sent: 1, skipped: 2, remaining: 2, finishedAt: null });
    // The bar counts the skipped mails with the sent ones: 3 of 5 done.
    expect(html).toMatch(/<progress max="5" value="3"/);
  });

  it('keeps the spec’s words when nobody unsubscribed', () => {
    expect(counts({ ...finished, sent: 5, skipped: 0 }, 'fr').line).toBe('5 sur 5 envoyés, 0 en échec');
    expect(counts({ ...finished, sent: 5, skipped: 0 }, 'en').line).toBe('5 of 5 sent, 0 failed');
  });

  it('writes large counts as each language writes numbers', () => {
    const large = { ...finished, total: 20_001, queued: 20_001, sent: 12_500, failed: 1_234, skipped: 0 };
    expect(counts(large, 'fr').line).toBe('12\u202f500 sur 20\u202f001 envoyés, 1\u202f234 en échec');
    expect(counts(large, 'en').line).toBe('12,500 of 20,001 sent, 1,234 failed');
  });
});
