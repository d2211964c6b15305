import { useId } from 'react';
import { Form } from 'react-router';
import { SEARCH_PATH } from '../../../domain/catalogue/list-section';
import { STORE_SEARCH_MAX_LENGTH } from '../../../domain/catalogue/search';
import { useTranslation } from '../../lib/use-translation';

/** What every search field of the storefront is: the words under `q`, no browser history suggestions, "search" on a phone's Enter key. */
export const SEARCH_INPUT = { type: 'search', name: 'q', maxLength: STORE_SEARCH_MAX_LENGTH, autoComplete: 'off', enterKeyHint: 'search' } as const;

/**
 * The search page's own field, for refining the words and for phones, where the header has no
 * room for one: a plain GET form to /recherche, so it works before and without the scripts.
 */
export function SearchForm({ query }: { query: string }) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  return (
    <Form method="get" action={SEARCH_PATH} role="search" className="search-form">
      <label htmlFor={id} className="search-form__label">
        {t('search.label')}
      </label>
      <div className="search-form__row">
        <input id={id} {...SEARCH_INPUT} defaultValue={query} placeholder={t('search.placeholder')} className="search-form__input" />
        <button type="submit" className="button">
          {t('search.submit')}
        </button>
      </div>
    </Form>
  );
}
