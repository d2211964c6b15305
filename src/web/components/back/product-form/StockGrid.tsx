import { useState } from 'react';
import { cellKey, unitsIn } from '../../../../domain/products/product-form-values';
import { PRODUCT_LIMITS } from '../../../../domain/products/product-input';
import { useLocale } from '../../../lib/use-root';
import { ConfirmDialog } from '../../dialog/ConfirmDialog';
import { useBackTranslation } from '../use-back-translation';
import type { ProductFormState } from './use-product-form';

/** Confirmed back-in-stock alerts per variant (ADR 36), as the product's API counts them. */
export type WaitingCounts = { colorId: number; sizeId: number; count: number }[];

/**
 * One box of the grid: the quantity of a colour in a size, its own label (read by screen
 * readers) and message, and how many customers wait for it to be back.
 */
function QuantityCell({
  form,
  colorId,
  sizeId,
  label,
  waiting,
}: {
  form: ProductFormState;
  colorId: number;
  sizeId: number;
  label: string;
  waiting: number;
}) {
  const { t } = useBackTranslation();
  const field = form.field(`stock.${cellKey(colorId, sizeId)}`);
  const errorId = `${field.id}-error`;
  const waitingId = `${field.id}-waiting`;
  const describedBy = [field.error ? errorId : null, waiting > 0 ? waitingId : null].filter(Boolean).join(' ');
  return (
    <td>
      <label htmlFor={field.id} className="visually-hidden">
        {label}
      </label>
      <input
        id={field.id}
        className="product-form__quantity"
        type="number"
        min={0}
        max={PRODUCT_LIMITS.quantity}
        step={1}
        inputMode="numeric"
        value={form.values.cells[cellKey(colorId, sizeId)] ?? ''}
        onChange={(event) => form.grid.setCell(colorId, sizeId, event.target.value)}
        onBlur={field.touch}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {waiting > 0 && (
        <p id={waitingId} className="product-form__waiting">
          {t('productForm.waiting', { count: waiting })}
        </p>
      )}
      {field.error && (
        <p id={errorId} className="address-form__error">
          {field.error}
        </p>
      )}
    </td>
  );
}

/** A select of what can still be added, with its button; the button stays disabled until a choice is made. */
function AddControl({
  id,
  label,
  button,
  choices,
  onAdd,
  describedBy,
}: {
  id: string;
  label: string;
  button: string;
  choices: { id: number; name: string }[];
  onAdd(id: number): void;
  /** The message about the grid as a whole (no stock line yet), read with the control. */
  describedBy?: string;
}) {
  const { t } = useBackTranslation();
  const [chosen, setChosen] = useState('');
  return (
    <div className="product-form__add">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={chosen} aria-describedby={describedBy} onChange={(event) => setChosen(event.target.value)}>
        <option value="">{t('productForm.choose')}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button--ghost"
        disabled={chosen === ''}
        onClick={() => {
          setChosen('');
          onAdd(Number(chosen));
        }}
      >
        {button}
      </button>
    </div>
  );
}

/**
 * The stock as a grid (spec back-office 2 and 5: size, colour, quantity at least 0, step 1):
 * one row per colour, one column per size, each with its remove button, and the controls that
 * add a colour or a size. A box left empty is a combination not offered.
 */
export function StockGrid({ form, waiting = [] }: { form: ProductFormState; waiting?: WaitingCounts }) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const { values, options } = form;
  const colorName = (id: number) => {
    const color = options.colors.find((c) => c.id === id);
    return color ? (locale === 'fr' ? color.nameFr : color.nameEn) : String(id);
  };
  const sizeName = (id: number) => options.sizes.find((s) => s.id === id)?.name ?? String(id);
  const colorCode = (id: number) => options.colors.find((c) => c.id === id)?.code ?? 'transparent';
  const missing = form.field('stock');
  const missingId = `${missing.id}-error`;
  // A line that holds units asks before it goes: its units would be off sale once the product is saved.
  const [removal, setRemoval] = useState<{ question: string; units: number; remove(): void } | null>(null);
  const askRemoval = (question: string, units: number, remove: () => void) => (units > 0 ? setRemoval({ question, units, remove }) : remove());
  const removeSize = (sizeId: number) =>
    askRemoval(t('productForm.removeSizeQuestion', { size: sizeName(sizeId) }), unitsIn(values, { sizeId }), () => form.grid.removeSize(sizeId));
  const removeColor = (colorId: number) =>
    askRemoval(t('productForm.removeColorQuestion', { color: colorName(colorId) }), unitsIn(values, { colorId }), () =>
      form.grid.removeColor(colorId),
    );

  return (
    <fieldset className="product-form__group">
      <legend>{t('productForm.stock')}</legend>
      <p className="address-form__hint">{t('productForm.stockHint')}</p>
      {form.editing && <p className="address-form__hint">{t('productForm.stockEditHint')}</p>}
      {values.colorIds.length === 0 ? (
        <p>{t('productForm.noColor')}</p>
      ) : (
        <div className="product-form__grid-scroll">
          <table className="product-form__grid">
            <caption className="visually-hidden">{t('productForm.stockCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('productForm.colorColumn')}</th>
                {values.sizeIds.map((sizeId) => (
                  <th key={sizeId} scope="col">
                    {sizeName(sizeId)}{' '}
                    <button
                      type="button"
                      className="product-form__remove"
                      aria-label={t('productForm.removeSize', { size: sizeName(sizeId) })}
                      onClick={() => removeSize(sizeId)}
                    >
                      ×
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {values.colorIds.map((colorId) => (
                <tr key={colorId}>
                  <th scope="row">
                    <span className="product-form__swatch" style={{ background: colorCode(colorId) }} aria-hidden="true" />
                    {colorName(colorId)}{' '}
                    <button
                      type="button"
                      className="product-form__remove"
                      aria-label={t('productForm.removeColor', { color: colorName(colorId) })}
                      onClick={() => removeColor(colorId)}
                    >
                      ×
                    </button>
                  </th>
                  {values.sizeIds.map((sizeId) => (
                    <QuantityCell
                      key={sizeId}
                      form={form}
                      colorId={colorId}
                      sizeId={sizeId}
                      label={t('productForm.cell', { color: colorName(colorId), size: sizeName(sizeId) })}
                      waiting={waiting.find((w) => w.colorId === colorId && w.sizeId === sizeId)?.count ?? 0}
                    />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="product-form__adders">
        <AddControl
          id={form.field('addColor').id}
          label={t('productForm.addColor')}
          button={t('productForm.addColorButton')}
          choices={options.colors.filter((c) => !values.colorIds.includes(c.id)).map((c) => ({ id: c.id, name: colorName(c.id) }))}
          onAdd={form.grid.addColor}
          describedBy={missing.error ? missingId : undefined}
        />
        <AddControl
          id={form.field('addSize').id}
          label={t('productForm.addSize')}
          button={t('productForm.addSizeButton')}
          choices={options.sizes.filter((s) => !values.sizeIds.includes(s.id))}
          onAdd={form.grid.addSize}
        />
      </div>
      {missing.error && (
        <p id={missingId} className="address-form__error">
          {missing.error}
        </p>
      )}
      <ConfirmDialog
        open={removal !== null}
        question={removal?.question ?? ''}
        text={removal ? t('productForm.removeLineText', { count: removal.units }) : undefined}
        cancelLabel={t('productForm.keepLine')}
        confirmLabel={t('productForm.removeLine')}
        onConfirm={() => {
          removal?.remove();
          return Promise.resolve(null);
        }}
        onClose={() => setRemoval(null)}
      />
    </fieldset>
  );
}
