import { formatDollars } from '@vendy/client/domain';
import { useId, useState, type Ref } from 'react';
import { FALLBACK_IMAGE } from '../../core/facade';
import { ADD_TO_CART } from '../../core/messages';
import type { PlayerVariant, ShopItem } from '../../core/placement';
import {
  cardAction,
  findVariant,
  itemImage,
  itemPrice,
  itemTitle,
  variantOptionGroups,
} from '../../core/shop';
import { visuallyHidden } from '../../styles/focus.css';
import { CloseIcon, MinusIcon, PlusIcon } from '../icons';
import { brandedButton } from '../ShopOverlay/ShopOverlay.css';
import * as css from './ProductCard.css';

export interface ProductCardProps {
  item: ShopItem;
  /** Chosen option values by option name. */
  options: Readonly<Record<string, string>>;
  quantity: number;
  /** Affiliate mode (from the parent page): products get Buy Now with the store's cart link. */
  affiliateMode?: boolean;
  storeDomain?: string | null;
  /** An add to cart is under way. */
  adding?: boolean;
  onOptionChange(name: string, value: string): void;
  onQuantityChange(quantity: number): void;
  onAddToCart(): void;
  onBuyNow(): void;
  /** Closes the card; the selection is cleared. */
  onClose(): void;
  closeButtonRef?: Ref<HTMLButtonElement>;
}

/** The selected item: picture, title, price, variant options, quantity and the buy button. */
export function ProductCard({
  item,
  options,
  quantity,
  affiliateMode = false,
  storeDomain = null,
  adding = false,
  onOptionChange,
  onQuantityChange,
  onAddToCart,
  onBuyNow,
  onClose,
  closeButtonRef,
}: ProductCardProps) {
  const titleId = useId();
  const fieldId = useId();
  // What the viewer is typing in the quantity field; committed while it is a valid quantity.
  const [draft, setDraft] = useState<string | null>(null);
  const product = item.kind === 'product' ? item.product : null;
  const variant: PlayerVariant | null = product ? findVariant(product, options) : null;
  const groups = product ? variantOptionGroups(product) : [];
  const price = itemPrice(item, variant);
  const title = itemTitle(item);
  const action = cardAction(item, { affiliateMode, storeDomain, variant, quantity });

  return (
    <article className={css.card} aria-labelledby={titleId} data-product-card="">
      <button
        ref={closeButtonRef}
        type="button"
        className={css.close}
        aria-label="Close product"
        onClick={onClose}
      >
        <CloseIcon />
      </button>
      <img
        className={css.image}
        src={itemImage(item, variant) ?? FALLBACK_IMAGE}
        alt=""
        onError={(event) => {
          if (event.currentTarget.src !== FALLBACK_IMAGE) event.currentTarget.src = FALLBACK_IMAGE;
        }}
      />
      <h2 id={titleId} className={css.title}>
        {title}
      </h2>
      {product?.vendor ? <p className={css.vendor}>{product.vendor}</p> : null}
      {price !== null ? <p className={css.price}>{formatDollars(price)}</p> : null}

      {groups.length > 0 ? (
        <div className={`${css.options} ${css.full}`}>
          {groups.map((group, index) => (
            <label key={group.name} className={css.field} htmlFor={`${fieldId}-${index}`}>
              {group.name}
              <select
                id={`${fieldId}-${index}`}
                className={css.select}
                value={options[group.name] ?? ''}
                onChange={(event) => onOptionChange(group.name, event.target.value)}
              >
                {group.values.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      ) : null}

      {product && action.kind !== 'error' ? (
        <div className={`${css.field} ${css.full}`}>
          <span id={`${fieldId}-quantity`}>Quantity</span>
          <div className={css.quantity}>
            <button
              type="button"
              className={css.stepper}
              aria-label="Decrease quantity"
              disabled={quantity <= 1}
              onClick={() => {
                setDraft(null);
                onQuantityChange(quantity - 1);
              }}
            >
              <MinusIcon width="1.25em" height="1.25em" />
            </button>
            <input
              className={css.quantityInput}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={draft ?? quantity}
              aria-labelledby={`${fieldId}-quantity`}
              onChange={(event) => {
                setDraft(event.target.value);
                const typed = Number(event.target.value);
                if (event.target.value !== '' && typed >= 1) onQuantityChange(typed);
              }}
              onBlur={() => setDraft(null)}
            />
            <button
              type="button"
              className={css.stepper}
              aria-label="Increase quantity"
              onClick={() => {
                setDraft(null);
                onQuantityChange(quantity + 1);
              }}
            >
              <PlusIcon width="1.25em" height="1.25em" />
            </button>
          </div>
        </div>
      ) : null}

      {action.kind === 'add-to-cart' ? (
        <button
          type="button"
          className={`${brandedButton} ${css.action} ${css.full}`}
          aria-disabled={adding || !variant}
          aria-busy={adding}
          onClick={() => {
            if (!adding && variant) onAddToCart();
          }}
        >
          {ADD_TO_CART}
        </button>
      ) : action.kind === 'buy-now' ? (
        <a
          className={`${brandedButton} ${css.action} ${css.full}`}
          href={action.url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onBuyNow}
        >
          {action.label}
          <span className={visuallyHidden}> (opens in a new tab)</span>
        </a>
      ) : (
        <p role="alert" className={`${css.error} ${css.full}`}>
          {action.message}
        </p>
      )}
    </article>
  );
}
