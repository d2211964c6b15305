import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useLocation, useNavigate } from 'react-router';
import { defaultGalleryColorId, galleryFor } from '../../../domain/catalogue/gallery';
import { CATEGORY_PATHS } from '../../../domain/catalogue/list-section';
import {
  chooseColor,
  choiceSearch,
  colorOptions,
  isChosenSoldOut,
  lowStockLeft,
  sizeOptions,
  validateChoice,
  type VariantChoice,
} from '../../../domain/catalogue/product-choice';
import type { ProductCard, ProductDetail } from '../../../domain/catalogue/types';
import { withoutRefusal } from '../../../domain/cart/add-to-cart-form';
import { parseDecimalId } from '../../../domain/decimal-id';
import { useAdoptDomState } from '../../lib/typed-before-hydration';
import { ProductGrid } from '../product-card/ProductGrid';
import { BackInStockForm } from './BackInStockForm';
import { ProductGallery } from './ProductGallery';
import { ProductPanels } from './ProductPanels';
import { useAddToCart } from './use-add-to-cart';
import { VariantPicker } from './VariantPicker';
import { Price } from '../price/Price';

type Props = {
  product: ProductDetail;
  initialChoice: VariantChoice;
  /** Why the add form, posted without JavaScript, came back here (`?error=`), in the visitor's language. */
  refusal: string | null;
  related: ProductCard[];
};

/** The add form's action without JavaScript (or before the scripts run): adds the line and opens the cart. */
const ADD_FORM_ACTION = '/api/store/cart/lines/form';

/** A message in the live region; `seq` makes a repeated message a new node, so it is read again. */
type Status = { text: string; tone: 'error' | 'info'; seq: number };

/**
 * The product page. The chosen colour and size live in this component and are mirrored into
 * the URL (`?color=&size=`, replacing the history entry) so a chosen variant can be shared.
 * "Add to cart" is a real form whose radios are the colour and size: without JavaScript, or
 * before the scripts run, the browser posts it and the server adds the line; once they run,
 * the page adds it through the API and stays.
 */
export function ProductView({ product, initialChoice, refusal, related }: Props) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const location = useLocation();
  const addToCart = useAddToCart();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [choice, setChoice] = useState(initialChoice);
  const [status, setStatus] = useState<Status | null>(refusal ? { text: refusal, tone: 'error', seq: 0 } : null);

  const say = (text: string, tone: Status['tone']) => setStatus((s) => ({ text, tone, seq: (s?.seq ?? 0) + 1 }));
  const update = (next: VariantChoice) => {
    setChoice(next);
    void navigate({ search: choiceSearch(withoutRefusal(new URLSearchParams(location.search)), next) }, { replace: true, preventScrollReset: true });
  };

  // A colour or size clicked before the scripts ran is the choice.
  useAdoptDomState(formRef, (form) => {
    const data = new FormData(form);
    const clicked = { colorId: parseDecimalId(data.get('color')?.toString()), sizeId: parseDecimalId(data.get('size')?.toString()) };
    if (clicked.colorId !== choice.colorId || clicked.sizeId !== choice.sizeId) update(clicked);
  });

  const onColor = (colorId: number) => {
    const { choice: next, droppedSizeId } = chooseColor(choice, colorId, product.stock);
    update(next);
    const size = product.sizes.find((s) => s.id === droppedSizeId);
    const color = product.colors.find((c) => c.id === colorId);
    if (size && color) say(t('product.sizeDropped', { size: size.name, color: color.name }), 'info');
    else setStatus(null);
  };
  const onSize = (sizeId: number) => {
    update({ ...choice, sizeId });
    setStatus(null);
  };
  const onAdd = async () => {
    const check = validateChoice(choice.colorId, choice.sizeId, product.stock);
    if (check !== 'ok') return say(t(`addToCart.${check}`), 'error');
    const result = await addToCart({ productId: product.id, colorId: choice.colorId!, sizeId: choice.sizeId!, quantity: 1 });
    if (result.status === 'refused') return say(result.message, 'error');
    say(t('addToCart.added'), 'info');
  };

  const galleryColorId = choice.colorId ?? defaultGalleryColorId(product);
  const left = lowStockLeft(product.stock, choice);
  const section = t(`sections.${product.category}`);

  return (
    <main className="page product-page">
      <nav aria-label={t('breadcrumb')}>
        <ol className="breadcrumb">
          <li>
            <Link to="/">{t('home')}</Link>
          </li>
          <li>
            <Link to={CATEGORY_PATHS[product.category]}>{section}</Link>
          </li>
          <li>
            <span aria-current="page">{product.name}</span>
          </li>
        </ol>
      </nav>
      <div className="product-page__layout">
        <ProductGallery
          key={galleryColorId ?? 'none'}
          productName={product.name}
          media={galleryFor(product.media, galleryColorId)}
          colors={product.colors}
        />
        <div className="product-page__info">
          <h1 className="product-page__name">{product.name}</h1>
          <p className="product-page__ref">
            {t('product.reference')} {product.reference}
          </p>
          <Price cents={product.priceCents} compareAtCents={product.compareAtPriceCents} className="product-page__price" />
          <VariantPicker
            colors={colorOptions(product, choice)}
            sizes={sizeOptions(product, choice)}
            choice={choice}
            form={product.inStock ? formId : undefined}
            onColor={onColor}
            onSize={onSize}
          />
          {/* In place of the add button (back-in-stock.css hides it meanwhile). */}
          {isChosenSoldOut(product.stock, choice) && (
            <BackInStockForm
              key={`${choice.colorId}-${choice.sizeId}`}
              variant={{ productId: product.id, colorId: choice.colorId!, sizeId: choice.sizeId! }}
              colorName={product.colors.find((c) => c.id === choice.colorId)?.name ?? ''}
              sizeName={product.sizes.find((s) => s.id === choice.sizeId)?.name ?? ''}
            />
          )}
          <p className="low-stock" aria-live="polite">
            {left !== null && t('product.lowStock', { count: left })}
          </p>
          {product.inStock ? (
            <form
              ref={formRef}
              id={formId}
              method="post"
              action={ADD_FORM_ACTION}
              onSubmit={(event) => {
                event.preventDefault();
                void onAdd();
              }}
            >
              <input type="hidden" name="productId" value={product.id} />
              <button type="submit" className="button add-to-cart">
                {t('product.addToCart')}
              </button>
            </form>
          ) : (
            <p className="message message--error out-of-stock">{t('addToCart.outOfStock')}</p>
          )}
          <div className="add-to-cart__status" role="status">
            {status && (
              <p key={status.seq} className={status.tone === 'error' ? 'message message--error' : 'message'}>
                {status.text}
              </p>
            )}
          </div>
          <ProductPanels product={product} />
        </div>
      </div>
      {related.length > 0 && (
        <section className="related" aria-labelledby="related-title">
          <h2 id="related-title">{t('product.related')}</h2>
          <ProductGrid products={related} headingLevel={3} />
        </section>
      )}
    </main>
  );
}
