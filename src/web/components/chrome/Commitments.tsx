import { useTranslation } from '../../lib/use-translation';
import { CareIcon, NeedleIcon, QualityIcon } from './icons';

const COMMITMENTS = [
  { key: 'madeInFrance', Icon: NeedleIcon },
  { key: 'quality', Icon: QualityIcon },
  { key: 'care', Icon: CareIcon },
] as const;

/** The shop's three promises, shown above the footer on every page. */
export function Commitments() {
  const { t } = useTranslation('common');
  return (
    <section className="commitments" aria-labelledby="commitments-title">
      <h2 id="commitments-title" className="visually-hidden">
        {t('footer.commitments.title')}
      </h2>
      <ul className="commitments__list">
        {COMMITMENTS.map(({ key, Icon }) => (
          <li key={key} className="commitments__item">
            <Icon />
            <h3 className="commitments__title">{t(`footer.commitments.${key}.title`)}</h3>
            <p className="commitments__text">{t(`footer.commitments.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
