import type { SendProgress as Progress } from '../../../../domain/newsletters/send-progress';
import { orderDateTimeLabel } from '../../../../domain/orders/order-date';
import { useBackTranslation } from '../use-back-translation';

type Props = {
  /** The article's title, naming the progress bar. */
  title: string;
  progress: Progress;
  /** The last reading failed: the counts may be a few seconds old. */
  unavailable?: boolean;
};

/**
 * Where a send stands: a progress bar of the mails sent, given up or skipped, "N sur M envoyés,
 * F en échec" (", U désinscrits" when recipients unsubscribed during the send, whose mails were
 * not sent), and once finished when it ended. The counts come from the server (the outbox), so
 * they are the same after a reload, a restart, or on another instance.
 */
export function SendProgress({ title, progress, unavailable = false }: Props) {
  const { t } = useBackTranslation();
  const sentAndFailed = t('newsletterSends.progress.counts', {
    count: progress.sent,
    sent: progress.sent,
    total: progress.total,
    failed: progress.failed,
  });
  const counts =
    progress.skipped === 0
      ? sentAndFailed
      : t('newsletterSends.progress.withSkipped', {
          counts: sentAndFailed,
          skipped: t('newsletterSends.progress.skipped', { count: progress.skipped }),
        });
  const done = progress.sent + progress.failed + progress.skipped;
  return (
    <div className="send-progress">
      <progress
        max={Math.max(progress.total, 1)}
        value={progress.total === 0 ? 1 : done}
        aria-label={t('newsletterSends.progress.label', { title })}
        aria-valuetext={counts}
      />
      <p className="send-progress__counts">
        {progress.state === 'queuing' ? `${t('newsletterSends.progress.queuing', { total: progress.total })} ` : ''}
        {counts}
      </p>
      {progress.finishedAt && (
        <p role="status" className="send-progress__done">
          {t('newsletterSends.progress.finished', { date: orderDateTimeLabel(progress.finishedAt) })}
        </p>
      )}
      {unavailable && (
        <p role="alert" className="message message--error">
          {t('newsletterSends.errors.progressUnavailable')}
        </p>
      )}
    </div>
  );
}
