import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useLocation } from 'react-router';
import type { FilterGroup } from './filter-groups';
import { FilterOptionLink } from './FilterOptionLink';

/**
 * The wide-screen filter bar: one drop-down per group. A drop-down is a <details>, so it opens
 * without JavaScript; once hydrated, it closes on an outside click, on Escape and after a
 * choice, giving the focus back to its button so keyboard users keep their place.
 */
export function FilterBar({ groups }: { groups: FilterGroup[] }) {
  const { t } = useTranslation('catalogue');
  const bar = useRef<HTMLDivElement>(null);
  const location = useLocation();

  useEffect(() => {
    const root = bar.current;
    if (!root) return;
    const closeAll = (except?: Node) => {
      for (const details of root.querySelectorAll('details[open]')) {
        if (except && details.contains(except)) continue;
        details.removeAttribute('open');
      }
    };
    const onPointerDown = (event: PointerEvent) => closeAll(event.target as Node);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const open = (event.target as Element).closest('details[open]');
      if (!open) return;
      open.removeAttribute('open');
      open.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    root.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  // A choice was made (the list URL changed): fold the drop-down it was made in.
  useEffect(() => {
    const open = bar.current?.querySelector('details[open]');
    if (!open) return;
    const hadFocus = open.contains(document.activeElement);
    open.removeAttribute('open');
    if (hadFocus) open.querySelector('summary')?.focus();
  }, [location.search, location.pathname]);

  return (
    <div className="filter-bar" ref={bar} role="group" aria-label={t('filters.label')}>
      {groups.map((group) => (
        <details key={group.id} name="list-filter" className="filter-dropdown">
          <summary className="filter-dropdown__toggle">
            {group.label}
            {group.value && <span className="filter-dropdown__value">{group.value}</span>}
          </summary>
          <ul className="filter-dropdown__menu" aria-label={group.label}>
            {group.options.map((option) => (
              <li key={option.key}>
                <FilterOptionLink option={option} className="filter-dropdown__option" />
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
