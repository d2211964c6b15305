import { Link } from 'react-router';
import { PRODUCT_LIMITS } from '../../../../domain/products/product-input';
import { backPagePath } from '../../../../domain/staff/back-office-pages';
import { InputField, SelectField, TextAreaField } from '../form/FormField';
import { ProductPictures } from '../product-pictures/ProductPictures';
import { useBackTranslation } from '../use-back-translation';
import { StockGrid } from './StockGrid';
import { useProductForm } from './use-product-form';

type Props = Parameters<typeof useProductForm>[0] & {
  /** Reads the product again, dropping what was typed (after a save by someone else). */
  onReload?(): void;
};

/**
 * The product creation and edition form (spec back-office sections 2, 3 and 5): category,
 * collection, reference, the home-page checkbox, the texts in French and in English, price,
 * former price and weight, the stock grid and the pictures. Checked by the API's own schemas
 * when a field is left and on sending; saved in one transaction.
 */
export function ProductForm({ onReload, ...props }: Props) {
  const { t } = useBackTranslation();
  const form = useProductForm(props);
  const { values, options } = form;

  return (
    <form className="product-form" noValidate onSubmit={form.submit} aria-busy={form.saving || undefined}>
      <p className="address-form__note">{t('addresses:form.requiredNote')}</p>
      <div role="alert">
        {form.summary && <p className="message message--error">{form.summary}</p>}
        {form.conflict && (
          <div className="message message--error">
            <p>{form.conflict}</p>
            <button type="button" className="button" onClick={onReload}>
              {t('productForm.reload')}
            </button>
          </div>
        )}
      </div>

      <fieldset className="product-form__group">
        <legend>{t('productForm.general')}</legend>
        <div className="product-form__fields">
          <SelectField
            label={t('productForm.category')}
            {...form.own('category')}
            required
            options={[
              { value: '', label: t('productForm.choose') },
              ...options.categories.map((category) => ({ value: category, label: t(`productForm.categories.${category}`) })),
            ]}
          />
          <SelectField
            label={t('productForm.collection')}
            {...form.own('collectionId')}
            required
            options={[
              { value: '', label: t('productForm.choose') },
              ...options.collections.map((collection) => ({ value: String(collection.id), label: collection.name })),
            ]}
          />
          <InputField
            label={t('productForm.reference')}
            {...form.own('reference')}
            required
            hint={t('productForm.referenceHint')}
            maxLength={PRODUCT_LIMITS.reference}
            autoComplete="off"
          />
        </div>
        <label className="product-form__check">
          <input type="checkbox" checked={values.showOnHome} onChange={(event) => form.setShowOnHome(event.target.checked)} />
          {t('productForm.showOnHome')}
        </label>
      </fieldset>

      {(['fr', 'en'] as const).map((lang) => {
        const suffix = lang === 'fr' ? 'Fr' : 'En';
        return (
          <fieldset key={lang} className="product-form__group">
            <legend>{t(lang === 'fr' ? 'productForm.french' : 'productForm.english')}</legend>
            <div className="product-form__fields">
              <InputField
                label={t(`productForm.name${suffix}`)}
                {...form.own(`name${suffix}`)}
                // The English texts are optional: left empty, the English pages show the French ones.
                required={lang === 'fr'}
                hint={lang === 'en' ? t('productForm.englishHint') : undefined}
                maxLength={PRODUCT_LIMITS.name}
                lang={lang}
              />
              <InputField
                label={t(`productForm.modelName${suffix}`)}
                {...form.own(`modelName${suffix}`)}
                hint={t('productForm.modelNameHint')}
                maxLength={PRODUCT_LIMITS.modelName}
                lang={lang}
              />
            </div>
            <TextAreaField
              label={t(`productForm.description${suffix}`)}
              {...form.own(`description${suffix}`)}
              required={lang === 'fr'}
              rows={5}
              maxLength={PRODUCT_LIMITS.description}
              lang={lang}
            />
          </fieldset>
        );
      })}

      <fieldset className="product-form__group">
        <legend>{t('productForm.priceAndWeight')}</legend>
        <div className="product-form__fields">
          <InputField label={t('productForm.price')} {...form.own('price', 'priceCents')} required inputMode="decimal" />
          <InputField
            label={t('productForm.oldPrice')}
            {...form.own('oldPrice', 'compareAtPriceCents')}
            hint={t('productForm.oldPriceHint')}
            inputMode="decimal"
          />
          <InputField
            label={t('productForm.weight')}
            {...form.own('weight', 'weightGrams')}
            required
            hint={t('productForm.weightHint')}
            type="number"
            min={1}
            max={PRODUCT_LIMITS.weightGrams}
            step={1}
            inputMode="numeric"
          />
        </div>
      </fieldset>

      <StockGrid form={form} waiting={props.product?.waiting} />
      {/* Saved in the same request and transaction as the rest of the form. */}
      <ProductPictures {...form.pictures} disabled={form.saving} />

      <div className="product-form__actions">
        <button type="submit" className="button" onPointerDown={form.onSendPointerDown} aria-disabled={form.saving || form.uploading || undefined}>
          {form.saving ? t('productForm.saving') : t(form.editing ? 'productForm.submitEdit' : 'productForm.submitCreate')}
        </button>
        <Link to={backPagePath('products')} className="button button--ghost">
          {t('productForm.cancel')}
        </Link>
      </div>
    </form>
  );
}
