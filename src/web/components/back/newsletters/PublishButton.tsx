import { useState } from 'react';
import { ConfirmDialog } from '../../dialog/ConfirmDialog';
import { useBackTranslation } from '../use-back-translation';
import { newsletterSendsApi } from './newsletter-sends-api';
import { SendProgress } from './SendProgress';
import { useSendProgress } from './use-send-progress';
import './newsletter-sends.css';

type Props = {
  article: { id: number; title: string; published: boolean };
  /** After a send started (the dialog closes meanwhile): the page may read its article again (its publication date). */
  onPublished?(): void;
};

/**
 * "Publier" / "Publier à nouveau" (spec back-office 4): asks for confirmation, shows
 * 'Chargement...' while the call runs, then the send's live progress instead of reloading the
 * page. While a send runs the button waits for it (the API would answer 409). A refusal is
 * shown in the dialog.
 */
export function PublishButton({ article, onPublished }: Props) {
  const { t } = useBackTranslation();
  const { progress, unavailable, started } = useSendProgress(article.id, { published: article.published });
  const [asking, setAsking] = useState(false);
  const [loading, setLoading] = useState(false);
  const running = progress !== null && progress.state !== 'finished';
  const action = article.published || progress ? t('newsletterSends.publishAgain') : t('newsletterSends.publish');
  const label = loading ? t('newsletterSends.loading') : running ? t('newsletterSends.sending') : action;

  return (
    <div className="publish-button">
      <button type="button" className="button" disabled={running || loading} onClick={() => setAsking(true)}>
        {label}
        <span className="visually-hidden"> {t('newsletterSends.which', { title: article.title })}</span>
      </button>
      <ConfirmDialog
        open={asking}
        question={t('newsletterSends.question', { title: article.title })}
        text={t('newsletterSends.text')}
        cancelLabel={t('newsletterSends.cancel')}
        confirmLabel={t('newsletterSends.confirm')}
        onConfirm={async () => {
          setLoading(true);
          const result = await newsletterSendsApi.publish(article.id);
          setLoading(false);
          if (!result.ok) return result.error.message || t('errors:network');
          started(result.data);
          onPublished?.();
          return null;
        }}
        onClose={() => setAsking(false)}
      />
      {progress && <SendProgress title={article.title} progress={progress} unavailable={unavailable} />}
    </div>
  );
}
