import { useId, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  addColor,
  addSize,
  blankProductForm,
  formPath,
  newProductInput,
  pictureColours,
  productEditInput,
  productFormErrors,
  productFormFrom,
  removeColor,
  removeSize,
  setCell,
  type ProductFormValues,
} from '../../../../domain/products/product-form-values';
import type { PictureItem } from '../../../../domain/catalogue/product-pictures';
import { isMissingMessage } from '../../../../domain/products/product-input';
import type { CatalogueOptions, SavedProduct, StaffProductDetail } from '../../../../domain/products/staff-products';
import { useSendPress } from '../../../lib/use-send-press';
import { useLocale } from '../../../lib/use-root';
import { apiErrorMessage } from '../../addresses/api-message';
import type { FieldBinding } from '../form/FormField';
import { productsApi } from '../products-api';
import { useBackTranslation } from '../use-back-translation';

type TextField = Exclude<keyof ProductFormValues, 'showOnHome' | 'colorIds' | 'sizeIds' | 'cells' | 'opened' | 'pictures'>;

type Props = {
  options: CatalogueOptions;
  /** The product being edited, as the API answered it; null on the creation form. */
  product: StaffProductDetail | null;
  /** After a save the API accepted, with what the form held. */
  onSaved(saved: SavedProduct, values: ProductFormValues): void;
};

/**
 * The state of the product form. Fields are named by their path in the API's body ('nameFr',
 * 'priceCents'); a stock box by its colour and size ('stock.3/5'), so its message stays with
 * it when rows or columns are removed. A field's message shows once it has been left, and for
 * every field once sending was tried; the server's message for a field (a reference already
 * taken, a stock that orders emptied) shows beside it until the field changes. A save from an
 * older version is refused by the server: the form keeps what was typed and says so. The
 * pictures are one field ('pictures'), and the form is not sent while some are uploading.
 */
export function useProductForm({ options, product, onSaved }: Props) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const formId = useId();
  const sendPress = useSendPress();
  const sizeOrder = options.sizes.map((size) => size.id);
  const [values, setValues] = useState(() => (product ? productFormFrom(product, sizeOrder, locale) : blankProductForm()));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);

  const fieldId = (path: string) => `${formId}-${path.replace(/[./]/g, '-')}`;
  // "No stock line" is said beside the control that adds one.
  const focusField = (path: string) => document.getElementById(fieldId(path === 'stock' ? 'addColor' : path))?.focus();
  const errors = productFormErrors(values, product ? product.version : null);

  const field = (path: string): FieldBinding => ({
    id: fieldId(path),
    error: serverErrors[path] ?? ((showAll || touched.has(path)) && errors[path] ? t(errors[path]) : undefined),
    touch: () => {
      if (!sendPress.pressing()) setTouched((current) => new Set(current).add(path));
    },
  });

  const change = (path: string, next: ProductFormValues) => {
    setValues(next);
    if (serverErrors[path]) setServerErrors(({ [path]: _gone, ...rest }) => rest);
  };

  /** A text or select of the form, for InputField, TextAreaField and SelectField; `path` is its name in the API's body. */
  const own = (name: TextField, path: string = name) => ({
    field: field(path),
    value: values[name],
    onChange: (value: string) => change(path, { ...values, [name]: value }),
  });

  /** Runs a change of the grid's shape, then moves focus (the pressed button may be gone). */
  const reshape = (next: ProductFormValues, focus: string) => {
    flushSync(() => change('stock', next));
    focusField(focus);
  };

  const grid = {
    setCell: (colorId: number, sizeId: number, quantity: string) => change(`stock.${colorId}/${sizeId}`, setCell(values, colorId, sizeId, quantity)),
    addColor: (colorId: number) => {
      const next = addColor(values, colorId);
      reshape(next, next.sizeIds.length > 0 ? `stock.${colorId}/${next.sizeIds[0]}` : 'addColor');
    },
    addSize: (sizeId: number) => {
      const next = addSize(values, sizeId, sizeOrder);
      reshape(next, next.colorIds.length > 0 ? `stock.${next.colorIds[0]}/${sizeId}` : 'addSize');
    },
    removeColor: (colorId: number) => reshape(removeColor(values, colorId), 'addColor'),
    removeSize: (sizeId: number) => reshape(removeSize(values, sizeId), 'addSize'),
  };

  /** The pictures section: its list, the colours a picture may show, and whether files are on their way. */
  const pictures = {
    field: field('pictures'),
    value: values.pictures,
    colours: pictureColours(values, options.colors, locale),
    // An upload ends while other fields may have changed since: the list joins the latest values.
    onChange: (next: PictureItem[]) => {
      setValues((current) => ({ ...current, pictures: next }));
      if (serverErrors.pictures) setServerErrors(({ pictures: _gone, ...rest }) => rest);
    },
    onUploadingChange: setUploading,
  };

  /** The spec's 'Veuillez remplir tous les champs requis.' when a required field is empty; otherwise how many fields to correct. */
  const summaryOf = (keys: string[]) =>
    keys.some(isMissingMessage) ? t('productForm.validation.required') : t('productForm.errorSummary', { count: keys.length });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    // The list would be sent without the pictures still on their way.
    if (uploading) {
      setSummary(t('productForm.waitForUploads'));
      return;
    }
    const invalid = Object.keys(errors);
    if (invalid.length > 0) {
      // Rendered before focus moves, so the field is announced with its message.
      flushSync(() => {
        setShowAll(true);
        setSummary(summaryOf(Object.values(errors)));
      });
      focusField(invalid[0]!);
      return;
    }
    setSaving(true);
    const result = product
      ? await productsApi.update(product.id, productEditInput(values, product.version))
      : await productsApi.create(newProductInput(values));
    setSaving(false);
    if (result.ok) {
      setSummary(null);
      onSaved(result.data, values);
      return;
    }
    const message = apiErrorMessage(result.error, t);
    if (result.error.code === 'version_conflict') {
      setSummary(null);
      setConflict(message);
      return;
    }
    const path = result.error.field === undefined ? null : formPath(values, result.error.field);
    if (path === null || !document.getElementById(fieldId(path))) {
      setSummary(message);
      return;
    }
    flushSync(() => {
      setServerErrors((current) => ({ ...current, [path]: message }));
      setSummary(t('productForm.errorSummary', { count: 1 }));
    });
    focusField(path);
  };

  return {
    values,
    options,
    editing: product !== null,
    field,
    own,
    setShowOnHome: (showOnHome: boolean) => setValues({ ...values, showOnHome }),
    grid,
    pictures,
    submit,
    onSendPointerDown: sendPress.onPointerDown,
    summary,
    conflict,
    saving,
    uploading,
  };
}

export type ProductFormState = ReturnType<typeof useProductForm>;
