import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import type { FilterGroup } from './filter-groups';
import { FilterOptionLink } from './FilterOptionLink';

type Props = {
  groups: FilterGroup[];
  open: boolean;
  onClose: () => void;
  /** The plain list, for 'Remove filters'; null when no filter is on. */
  clearTo: string | null;
  total: number;
};

/**
 * The small-screen filter panel (spec: slides in over 300 ms). A modal <dialog> keeps the
 * focus inside while open, closes on Escape and gives the focus back to the button that
 * opened it. The panel stays open while choices are made so several can be combined; the
 * count button closes it on the updated list.
 */
export function FilterPanel({ groups, open, onClose, clearTo, total }: Props) {
  const { t } = useTranslation('catalogue');
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    // Escape closes the dialog natively: the backdrop click is the pointer's equivalent.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="filter-panel"
      aria-labelledby="filter-panel-title"
      onClose={onClose}
      // The inner box fills the dialog, so a click landing on the dialog itself is on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="filter-panel__inner">
        <div className="filter-panel__head">
          <h2 id="filter-panel-title">{t('filters.label')}</h2>
          <button type="button" className="filter-panel__close" onClick={onClose} aria-label={t('filters.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="filter-panel__body">
          {groups.map((group) => (
            <section key={group.id} className="filter-panel__group" aria-labelledby={`filter-panel-${group.id}`}>
              <h3 id={`filter-panel-${group.id}`}>{group.label}</h3>
              <ul className="filter-chips">
                {group.options.map((option) => (
                  <li key={option.key}>
                    <FilterOptionLink option={option} className="filter-chip" />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <div className="filter-panel__foot">
          {clearTo !== null && (
            <Link to={clearTo} preventScrollReset className="button button--ghost">
              {t('filters.remove')}
            </Link>
          )}
          <button type="button" className="button" onClick={onClose}>
            {t('filters.show', { count: total })}
          </button>
        </div>
      </div>
    </dialog>
  );
}
