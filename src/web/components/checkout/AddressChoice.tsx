import { useId, useRef, useState } from 'react';
import { useAdoptDomState } from '../../lib/typed-before-hydration';
import { Link } from 'react-router';
import type { Address, DefaultKind } from '../../../domain/addresses/address';
import type { CountryOption } from '../../../domain/addresses/countries';
import { useCheckoutTranslation } from './checkout-i18n';
import { AddressLines } from './AddressLines';

type Props = {
  kind: DefaultKind;
  legend: string;
  addresses: Address[];
  countries: CountryOption[];
  selectedId: number | null;
  onSelect(id: number): void;
  /** The add-address page, started from this step. */
  addHref: string;
};

const isDefault = (address: Address, kind: DefaultKind) => (kind === 'delivery' ? address.isDefaultDelivery : address.isDefaultBilling);

/**
 * A signed-in customer picks an address of their book (spec): the default one for this step,
 * and the one chosen, first; the others behind "more addresses"; and a link to add one
 * without leaving the checkout.
 */
export function AddressChoice({ kind, legend, addresses, countries, selectedId, onSelect, addHref }: Props) {
  const { t } = useCheckoutTranslation();
  const othersId = useId();
  // Fixed when the step opens: an address picked among the others stays where it was (and keeps the focus).
  const [firstIds] = useState(() => {
    const shown = addresses.filter((a) => isDefault(a, kind) || a.id === selectedId);
    return new Set((shown.length > 0 ? shown : addresses.slice(0, 1)).map((a) => a.id));
  });
  const first = addresses.filter((a) => firstIds.has(a.id));
  const others = addresses.filter((a) => !firstIds.has(a.id));
  const [showOthers, setShowOthers] = useState(false);
  const groupRef = useRef<HTMLFieldSetElement>(null);
  // An address picked before the page's scripts ran is the choice.
  useAdoptDomState(groupRef, (group) => {
    const picked = group.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (picked && Number(picked.value) !== selectedId) onSelect(Number(picked.value));
  });

  const option = (address: Address) => (
    <li key={address.id} className="checkout-choice__option">
      <input
        id={`${othersId}-${address.id}`}
        type="radio"
        name={kind}
        value={address.id}
        checked={address.id === selectedId}
        onChange={() => onSelect(address.id)}
        className="checkout-choice__radio"
      />
      <label htmlFor={`${othersId}-${address.id}`} className="checkout-choice__label">
        {isDefault(address, kind) && (
          <span className="address-card__badge">{t(kind === 'delivery' ? 'book.defaultDelivery' : 'book.defaultBilling')}</span>
        )}
        <AddressLines address={address} countries={countries} />
      </label>
    </li>
  );

  return (
    <fieldset ref={groupRef} className="checkout-choice">
      <legend className="checkout-choice__legend">{legend}</legend>
      {addresses.length === 0 ? (
        <p className="checkout-choice__empty">{t('book.empty')}</p>
      ) : (
        <>
          <ul className="checkout-choice__list">{first.map(option)}</ul>
          {others.length > 0 && (
            <>
              <button
                type="button"
                className="link-button checkout-choice__more"
                aria-expanded={showOthers}
                aria-controls={othersId}
                onClick={() => setShowOthers((shown) => !shown)}
              >
                {t('book.more')}
              </button>
              <ul id={othersId} className="checkout-choice__list" hidden={!showOthers}>
                {others.map(option)}
              </ul>
            </>
          )}
        </>
      )}
      <Link to={addHref} className="button button--ghost checkout-choice__add">
        {t('book.add')}
      </Link>
    </fieldset>
  );
}
