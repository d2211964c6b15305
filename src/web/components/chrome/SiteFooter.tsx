import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { useSettings } from '../../lib/use-root';
import { Commitments } from './Commitments';
import { FacebookIcon, InstagramIcon, TiktokIcon } from './icons';
import { LanguageSwitch } from './LanguageSwitch';
import { NewsletterForm } from './NewsletterForm';

const INFO_LINKS = [
  { to: '/guide', key: 'sizeGuide' },
  { to: '/echanges-et-retours', key: 'returns' },
  // The withdrawal function's lookup, reachable from every page (Directive (EU) 2023/2673).
  { to: '/retractation', key: 'withdrawal' },
  { to: '/livraisons', key: 'delivery' },
  { to: '/a-propos', key: 'about' },
  { to: '/protection-des-données', key: 'privacy' },
  { to: '/mentions-legales', key: 'legal' },
  { to: '/termes-et-conditions', key: 'terms' },
] as const;

const SOCIAL = [
  { key: 'facebook', Icon: FacebookIcon },
  { key: 'instagram', Icon: InstagramIcon },
  { key: 'tiktok', Icon: TiktokIcon },
] as const;

export function SiteFooter() {
  const { t } = useTranslation('common');
  const settings = useSettings();
  const company = settings['name company'] || t('shopName');
  const email = settings['email contact'];
  const town = [settings['zip contact'], settings['City contact']].filter(Boolean).join(' ');
  const social = SOCIAL.filter(({ key }) => settings[key]);
  const contactLines = [settings['name contact'], settings['address contact'], town, settings['country contact']].filter(Boolean);

  return (
    <footer className="site-footer">
      <Commitments />
      <div className="site-footer__main">
        <div className="site-footer__newsletter">
          <NewsletterForm />
        </div>
        <section className="site-footer__col" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer__title">
            {t('footer.contact.title')}
          </h2>
          {(contactLines.length > 0 || email) && (
            <address className="site-footer__address">
              {contactLines.map((line) => (
                <span key={line}>{line}</span>
              ))}
              {email && (
                <a href={`mailto:${email}`} aria-label={t('footer.contact.email', { email })}>
                  {email}
                </a>
              )}
            </address>
          )}
          {social.length > 0 && (
            <>
              <h2 className="footer__title footer__title--spaced">{t('footer.social.title')}</h2>
              <ul className="social-links">
                {social.map(({ key, Icon }) => (
                  <li key={key}>
                    <a href={settings[key]} target="_blank" rel="noopener" className="icon-button">
                      <Icon />
                      <span className="visually-hidden">{t(`footer.social.${key}`)}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <nav className="site-footer__col" aria-labelledby="footer-info">
          <h2 id="footer-info" className="footer__title">
            {t('footer.info.title')}
          </h2>
          <ul className="footer-links">
            {INFO_LINKS.map(({ to, key }) => (
              <li key={key}>
                <Link to={to}>{t(`footer.info.${key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="site-footer__bottom">
        <p>{t('footer.copyright', { year: new Date().getFullYear(), company })}</p>
        <LanguageSwitch />
      </div>
    </footer>
  );
}
