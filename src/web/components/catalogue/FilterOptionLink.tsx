import { Link } from 'react-router';
import type { FilterOption } from './filter-groups';

/** One choice of a filter group: a link to the list with that choice, marked when it is the current one. */
export function FilterOptionLink({ option, className }: { option: FilterOption; className: string }) {
  return (
    <Link to={option.to} preventScrollReset aria-current={option.current ? 'true' : undefined} className={className}>
      {option.swatch && <span className="filter-swatch" style={{ backgroundColor: option.swatch }} aria-hidden="true" />}
      {option.label}
    </Link>
  );
}
