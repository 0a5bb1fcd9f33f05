import { formatDollars } from '@vendy/client/domain';
import { useEffect, useId, useRef } from 'react';
import { FALLBACK_IMAGE } from '../../core/facade';
import { CLICK_TO_SHOP } from '../../core/messages';
import { itemImage, itemPrice, type Shop, type ShopMode } from '../../core/shop';
import { visuallyHidden } from '../../styles/focus.css';
import { ProductCard } from '../ProductCard';
import { useStoreState } from '../hooks';
import { BagIcon, CloseIcon } from '../icons';
import * as css from './ShopOverlay.css';

export interface ShopOverlayProps {
  shop: Shop;
}

/**
 * The shop over the video: collapsed 'Click to Shop', the open list of the banners showing now,
 * and the selected item's product card. Focus follows the viewer through the three states.
 */
export function ShopOverlay({ shop }: ShopOverlayProps) {
  const state = useStoreState(shop, (s) => s);
  const listId = useId();
  const headingId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listCloseRef = useRef<HTMLButtonElement>(null);
  const cardCloseRef = useRef<HTMLButtonElement>(null);
  const previousMode = useRef<ShopMode>(state.mode);

  useEffect(() => {
    const from = previousMode.current;
    previousMode.current = state.mode;
    if (from === state.mode) return;
    // Modes change on the viewer's action in the overlay: focus follows to what replaced it.
    if (state.mode === 'selected') cardCloseRef.current?.focus();
    else if (state.mode === 'open') listCloseRef.current?.focus();
    else toggleRef.current?.focus();
  }, [state.mode]);

  const { banners, mode } = state;
  return (
    // Escape closes the card or the list, delegated from the buttons inside.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={css.overlay}
      data-shop-overlay=""
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || mode === 'collapsed') return;
        event.stopPropagation();
        if (mode === 'selected') shop.closeCard();
        else shop.collapse();
      }}
    >
      {mode === 'collapsed' ? (
        banners.length > 0 ? (
          <button
            ref={toggleRef}
            type="button"
            className={css.brandedButton}
            aria-expanded={false}
            aria-controls={listId}
            onClick={() => shop.open()}
          >
            <BagIcon width="1.25em" height="1.25em" />
            {CLICK_TO_SHOP}
            <span className={css.count}>
              <span className={visuallyHidden}>, </span>
              {banners.length}
              <span className={visuallyHidden}>
                {banners.length === 1 ? ' product' : ' products'}
              </span>
            </span>
          </button>
        ) : null
      ) : mode === 'open' ? (
        <section id={listId} className={css.panel} aria-labelledby={headingId}>
          <div className={css.panelHeader}>
            <h2 id={headingId} className={css.panelTitle}>
              Shop this video
            </h2>
            <button
              ref={listCloseRef}
              type="button"
              className={css.closeButton}
              aria-label="Close products"
              onClick={() => shop.collapse()}
            >
              <CloseIcon />
            </button>
          </div>
          {banners.length === 0 ? (
            <p className={css.empty}>No products yet.</p>
          ) : (
            <ul className={css.list}>
              {banners.map((banner) => {
                const price = itemPrice(banner.item, null);
                return (
                  <li key={banner.key}>
                    <button
                      type="button"
                      className={css.banner}
                      onClick={() => shop.select(banner.item)}
                    >
                      <img
                        className={css.thumb}
                        src={itemImage(banner.item, null) ?? FALLBACK_IMAGE}
                        alt=""
                      />
                      <span className={css.bannerText}>
                        <span className={css.bannerLabel}>{banner.label}</span>
                        {price !== null ? <span>{formatDollars(price)}</span> : null}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ) : state.selected ? (
        <ProductCard
          item={state.selected}
          options={state.options}
          quantity={state.quantity}
          affiliateMode={shop.affiliateMode}
          storeDomain={shop.placement.storeDomain}
          adding={state.adding}
          onOptionChange={shop.setOption}
          onQuantityChange={shop.setQuantity}
          onAddToCart={() => void shop.addToCart().catch(() => undefined)}
          onBuyNow={shop.recordBuyNow}
          onClose={shop.closeCard}
          closeButtonRef={cardCloseRef}
        />
      ) : null}
    </div>
  );
}
