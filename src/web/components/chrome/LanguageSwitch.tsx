import { useTranslation } from '../../lib/use-translation';
import { Link, useLocation } from 'react-router';
import { LOCALES } from '../../../domain/locale';
import { useLocale } from '../../lib/use-root';
import { langSwitchUrl } from './lang-switch-url';

/** FR/EN: the same page in the other language; the server remembers the choice. */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return (
    <nav className="lang-switch" aria-label={t('footer.language')}>
      <ul>
        {LOCALES.map((lang) => (
          <li key={lang}>
            <Link
              to={langSwitchUrl(pathname, search, lang)}
              hrefLang={lang}
              lang={lang}
              aria-current={lang === locale ? 'true' : undefined}
              preventScrollReset
            >
              {t(`languages.${lang}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
