import { createContext, useContext, useMemo, type ReactElement, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, useSettings } from '../../lib/use-root';
import { pageValues, setting, type PageValues } from './page-values';
import { usePagesTranslation } from './pages-i18n';

type PageText = { values: PageValues; components: Record<string, ReactElement> };

const PageTextContext = createContext<PageText | null>(null);

/**
 * Computes the values and the inline elements of the page texts once per page: `<mail>` (the
 * contact address), `<strong>` and links to the other information pages.
 */
export function PageTextProvider({ children }: { children: ReactNode }) {
  const { t } = usePagesTranslation();
  const settings = useSettings();
  const locale = useLocale();
  const text = useMemo<PageText>(() => {
    const email = setting(settings, 'email contact');
    return {
      values: pageValues(settings, locale, { company: t('shared.ourShop'), contact: t('shared.contactFallback') }),
      components: {
        // Without an address in the settings the sentence names the footer contacts instead.
        // Trans fills these anchors with the sentence's own words.
        // eslint-disable-next-line jsx-a11y/anchor-has-content
        mail: email ? <a href={`mailto:${email}`} /> : <span />,
        strong: <strong />,
        guide: <Link to="/guide" />,
        returns: <Link to="/echanges-et-retours" />,
        withdraw: <Link to="/retractation" />,
        delivery: <Link to="/livraisons" />,
        privacy: <Link to="/protection-des-données" />,
        terms: <Link to="/termes-et-conditions" />,
        // eslint-disable-next-line jsx-a11y/anchor-has-content
        cnil: <a href="https://www.cnil.fr/" />,
      },
    };
  }, [settings, locale, t]);
  return <PageTextContext.Provider value={text}>{children}</PageTextContext.Provider>;
}

export function usePageText(): PageText {
  const text = useContext(PageTextContext);
  if (!text) throw new Error('usePageText outside PageTextProvider');
  return text;
}

/**
 * One message of the `pages` namespace with its values and inline elements. The translator and
 * its instance are passed in: no i18next provider wraps the app, which keeps react-i18next
 * out of every page but these (ADR 10).
 */
export function Text({ k }: { k: string }) {
  const { t, i18n } = usePagesTranslation();
  const { values, components } = usePageText();
  return <Trans t={t} i18n={i18n} ns="pages" i18nKey={k} values={values} components={components} />;
}

/**
 * Renders the blocks of a message group in catalogue order, so a text's structure lives in
 * the catalogue: a string is a paragraph, a group named `steps…` a numbered list, any other
 * group a bullet list. `title` is the section heading and is skipped here.
 */
export function Prose({ k, only }: { k: string; only?: readonly string[] }) {
  const { t } = usePagesTranslation();
  const tree: unknown = t(k, { returnObjects: true });
  if (typeof tree !== 'object' || tree === null) return null;
  return Object.entries(tree)
    .filter(([name]) => name !== 'title' && (!only || only.includes(name)))
    .map(([name, node]) => {
      const path = `${k}.${name}`;
      if (typeof node === 'string') {
        return (
          <p key={name}>
            <Text k={path} />
          </p>
        );
      }
      const items = Object.keys(node as object).map((item) => (
        <li key={item}>
          <Text k={`${path}.${item}`} />
        </li>
      ));
      return name.startsWith('steps') ? <ol key={name}>{items}</ol> : <ul key={name}>{items}</ul>;
    });
}
