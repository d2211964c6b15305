import { useTranslation } from '../../lib/use-translation';
import type { ColorOption, SizeOption, VariantChoice } from '../../../domain/catalogue/product-choice';

type Props = {
  colors: ColorOption[];
  sizes: SizeOption[];
  choice: VariantChoice;
  /** The add-to-cart form the radios belong to (posted without JavaScript), wherever it stands on the page. */
  form?: string;
  onColor: (colorId: number) => void;
  onSize: (sizeId: number) => void;
};

/**
 * Colour swatches and size chips as two radio groups (spec section 4): a variant with no unit
 * left is crossed out, yet can be chosen to ask for a back-in-stock alert (ADR 36); a size the
 * product is not made in (in the chosen colour) has its radio disabled. Screen readers hear why
 * ("sold out", "not available in size M").
 */
export function VariantPicker({ colors, sizes, choice, form, onColor, onSize }: Props) {
  const { t } = useTranslation('catalogue');
  const chosenColor = colors.find((c) => c.id === choice.colorId);
  const chosenSize = sizes.find((s) => s.id === choice.sizeId);
  const legend = (label: string, value: string | undefined) => (value ? t('product.chosen', { label, value }) : t('product.notChosen', { label }));

  return (
    <div className="variants">
      {colors.length > 0 && (
        <fieldset className="variant-group">
          <legend>{legend(t('product.color'), chosenColor?.name)}</legend>
          <div className="swatches">
            {colors.map((color) => {
              const why = color.soldOut
                ? t('product.soldOut')
                : !color.inChosenSize && chosenSize
                  ? t(color.madeInChosenSize ? 'product.soldOutInSize' : 'product.notInSize', { size: chosenSize.name })
                  : null;
              const state = color.soldOut ? ' swatch--sold-out' : color.inChosenSize ? '' : ' swatch--unmatched';
              return (
                <label key={color.id} className={`swatch${state}`}>
                  <input
                    type="radio"
                    name="color"
                    form={form}
                    value={color.id}
                    className="visually-hidden"
                    checked={choice.colorId === color.id}
                    onChange={() => onColor(color.id)}
                  />
                  <span className="swatch__dot" style={{ backgroundColor: color.code }} aria-hidden="true" />
                  <span className="swatch__name">
                    {color.name}
                    {why && <span className="visually-hidden">, {why}</span>}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {sizes.length > 0 && (
        <fieldset className="variant-group">
          <legend>{legend(t('product.size'), chosenSize?.name)}</legend>
          <div className="size-chips">
            {sizes.map((size) => {
              const why =
                !size.selectable && chosenColor ? t('product.notInColor', { color: chosenColor.name }) : size.soldOut ? t('product.soldOut') : null;
              const state = !size.selectable ? ' size-chip--unavailable' : size.soldOut ? ' size-chip--sold-out' : '';
              return (
                <label key={size.id} className={`size-chip${state}`}>
                  <input
                    type="radio"
                    name="size"
                    form={form}
                    value={size.id}
                    className="visually-hidden"
                    checked={choice.sizeId === size.id}
                    disabled={!size.selectable}
                    onChange={() => onSize(size.id)}
                  />
                  <span>
                    {size.name}
                    {why && <span className="visually-hidden">, {why}</span>}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
    </div>
  );
}
