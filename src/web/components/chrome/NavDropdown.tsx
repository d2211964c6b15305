import { NavLink } from 'react-router';
import { ChevronDownIcon } from './icons';
import { useDropdown } from './use-dropdown';

export type NavItem = { to: string; label: string };

type Props = {
  id: string;
  label: string;
  items: NavItem[];
  /** Shown instead of the list when there is nothing to list. */
  empty?: string;
};

/**
 * A drop-down of links in the header. Before the scripts run, CSS opens it on hover and on
 * focus (see chrome.css, `.site-nav:not([data-enhanced])`), so the links stay reachable.
 */
export function NavDropdown({ id, label, items, empty }: Props) {
  const { open, toggle, rootRef, buttonRef, onBlur } = useDropdown();
  return (
    <div className="nav-dropdown" ref={rootRef} onBlur={onBlur} data-open={open || undefined}>
      <button ref={buttonRef} type="button" className="nav-dropdown__button" aria-expanded={open} aria-controls={id} onClick={toggle}>
        {label}
        <ChevronDownIcon />
      </button>
      <div id={id} className="nav-dropdown__panel">
        {items.length > 0 ? (
          <ul>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="nav-dropdown__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        ) : (
          empty && <p className="nav-dropdown__empty">{empty}</p>
        )}
      </div>
    </div>
  );
}
