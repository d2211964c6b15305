import type { DragEvent } from 'react';
import type { PictureItem } from '../../../../domain/catalogue/product-pictures';
import { productPictureSize } from '../../../../domain/images';
import { useBackTranslation } from '../use-back-translation';

export type Colour = { id: number; name: string; code: string };
export type MoveButton = 'up' | 'down';

type Props = {
  item: PictureItem;
  index: number;
  count: number;
  colours: readonly Colour[];
  /** The name shared by the card picture radios, so they form one group. */
  cardGroup: string;
  disabled: boolean;
  onColour(colorId: number | null): void;
  onCard(): void;
  onMove(button: MoveButton): void;
  onRemove(): void;
  /** The move buttons, for the list to put focus back on the one pressed once the picture has moved. */
  moveButtonRef(button: MoveButton, element: HTMLButtonElement | null): void;
  onDragStart(event: DragEvent<HTMLLIElement>): void;
  onDragOver(event: DragEvent<HTMLLIElement>): void;
  onDrop(event: DragEvent<HTMLLIElement>): void;
};

/** One picture of the list: its preview, its colour, the card choice, and moving or deleting it. */
export function PictureCard({ item, index, count, colours, cardGroup, disabled, onColour, onCard, onMove, onRemove, moveButtonRef, ...drag }: Props) {
  const { t } = useBackTranslation();
  const n = index + 1;
  const colour = colours.find((c) => c.id === item.colorId);
  return (
    <li className={`product-pictures__item${item.isCard ? ' product-pictures__item--card' : ''}`} draggable={!disabled} {...drag}>
      <img
        src={item.url}
        {...productPictureSize(160)}
        alt={colour ? t('pictures.pictureOf', { n, colour: colour.name }) : t('pictures.picture', { n })}
        draggable={false}
      />
      <label className="product-pictures__field">
        {t('pictures.colour', { n })}
        <select
          value={item.colorId ?? ''}
          disabled={disabled}
          onChange={(event) => onColour(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">{t('pictures.allColours')}</option>
          {colours.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className="product-pictures__card">
        <input type="radio" name={cardGroup} checked={item.isCard} disabled={disabled} onChange={onCard} />
        {t('pictures.card')}
        <span className="visually-hidden"> — {t('pictures.picture', { n })}</span>
      </label>
      <div className="product-pictures__buttons">
        <button
          type="button"
          ref={(element) => moveButtonRef('up', element)}
          aria-label={t('pictures.moveUp', { n })}
          disabled={disabled || index === 0}
          onClick={() => onMove('up')}
        >
          <span aria-hidden="true">↑ </span>
          {t('pictures.moveUpShort')}
        </button>
        <button
          type="button"
          ref={(element) => moveButtonRef('down', element)}
          aria-label={t('pictures.moveDown', { n })}
          disabled={disabled || index === count - 1}
          onClick={() => onMove('down')}
        >
          <span aria-hidden="true">↓ </span>
          {t('pictures.moveDownShort')}
        </button>
        <button type="button" aria-label={t('pictures.remove', { n })} disabled={disabled} onClick={onRemove}>
          {t('pictures.removeShort')}
        </button>
      </div>
    </li>
  );
}
