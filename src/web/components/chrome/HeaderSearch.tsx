import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useAdoptDomState } from '../../lib/typed-before-hydration';
import { Form, Link, useNavigate } from 'react-router';
import { SEARCH_PATH } from '../../../domain/catalogue/list-section';
import { SUGGEST_FROM_LENGTH, SUGGESTION_COUNT } from '../../../domain/catalogue/search';
import { SEARCH_INPUT } from '../catalogue/SearchForm';
import type { ProductCard } from '../../../domain/catalogue/types';
import { imageUrl, productPictureSize } from '../../lib/images';
import { useLocale, usePrice } from '../../lib/use-root';
import { useTranslation } from '../../lib/use-translation';
import { SearchIcon } from './icons';

/** Waits this long after the last key before asking for suggestions: one request per pause, not per letter. */
const TYPING_PAUSE_MS = 150;

type Suggestion = Pick<ProductCard, 'id' | 'name' | 'priceCents' | 'image'>;

/**
 * The header's search: a GET form to /recherche (so Enter works before the scripts and
 * without them), and once they run, a combobox (WAI-ARIA pattern, list autocomplete) that
 * suggests products as one types. Arrow keys move through the suggestions, Enter opens the
 * one chosen (or the results page when none is), Escape closes the list. On phones the field
 * gives way to a link to the search page, which has its own field.
 */
export function HeaderSearch() {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const price = usePrice();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-suggestions`;
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  // Words typed before the page's scripts ran.
  useAdoptDomState(inputRef, (input) => setQuery(input.value));
  const [suggestions, setSuggestions] = useState<Suggestion[] | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const words = query.trim();
  useEffect(() => {
    if (words.length < SUGGEST_FROM_LENGTH) return;
    // The cleanup aborts this request when the words change again: only the latest is answered.
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const params = new URLSearchParams({ q: words, limit: String(SUGGESTION_COUNT), lang: locale });
      fetch(`/api/store/search?${params}`, { signal: controller.signal })
        .then((answer) => (answer.ok ? (answer.json() as Promise<{ items: Suggestion[] }>) : { items: [] }))
        .then(({ items }) => {
          setSuggestions(items);
          setActive(-1);
        })
        // An aborted or failed request leaves the field as it is: Enter still opens the results page.
        .catch(() => undefined);
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [words, locale]);

  // Too few letters suggest nothing, whatever was suggested for the longer words before.
  const current = words.length >= SUGGEST_FROM_LENGTH ? suggestions : null;
  const shown = open && current !== null;
  const productPath = (suggestion: Suggestion) => `/produit/${suggestion.id}`;
  const choose = (suggestion: Suggestion) => {
    setOpen(false);
    setQuery('');
    void navigate(productPath(suggestion));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = current?.length ?? 0;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && shown && active >= 0 && current?.[active]) {
      event.preventDefault();
      choose(current[active]);
    }
  };

  return (
    <>
      <Form method="get" action={SEARCH_PATH} role="search" className="header-search" onSubmit={() => setOpen(false)}>
        <label htmlFor={id} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          ref={inputRef}
          id={id}
          {...SEARCH_INPUT}
          value={query}
          placeholder={t('search.placeholder')}
          className="header-search__input"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          // A click on a suggestion lands before the blur closes the list (mousedown keeps the focus).
          onBlur={() => setOpen(false)}
        />
        <button type="submit" className="icon-button header-search__submit">
          <SearchIcon />
          <span className="visually-hidden">{t('search.submit')}</span>
        </button>
        <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className="header-search__list" hidden={!shown || !current?.length}>
          {current?.map((suggestion, index) => (
            // The keyboard stays in the field (the combobox pattern): it moves through the options and Enter opens one there.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={suggestion.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="header-search__option"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
            >
              {suggestion.image ? (
                <img src={imageUrl(suggestion.image, 400)} alt="" {...productPictureSize(40)} loading="lazy" />
              ) : (
                <span className="header-search__no-image" />
              )}
              <span className="header-search__name">{suggestion.name}</span>
              <span className="header-search__price">{price(suggestion.priceCents)}</span>
            </li>
          ))}
        </ul>
        <p className="visually-hidden" role="status">
          {shown && current
            ? current.length > 0
              ? t('search.suggestionCount', { count: current.length })
              : t('search.noSuggestion', { query: words })
            : ''}
        </p>
      </Form>
      <Link to={SEARCH_PATH} className="icon-button header-search-link">
        <SearchIcon />
        <span className="visually-hidden">{t('search.title')}</span>
      </Link>
    </>
  );
}
