import { Link } from 'react-router';
import { imageUrl } from '../../lib/images';
import { useSettings } from '../../lib/use-root';
import { useTranslation } from '../../lib/use-translation';

/** The shop's logo (or its name while no logo is set), linking home: the header of pages without the chrome. */
export function ShopLogoLink() {
  const { t } = useTranslation('common');
  const settings = useSettings();
  const company = settings['name company'] || t('shopName');
  const label = t('nav.home', { company });
  return (
    <Link to="/" className="plain-header__logo">
      {settings.logo ? (
        <img src={imageUrl(settings.logo)} alt={label} width={400} height={120} />
      ) : (
        <span className="plain-header__wordmark">
          <span className="visually-hidden">{label}</span>
          <span aria-hidden="true">{company}</span>
        </span>
      )}
    </Link>
  );
}
