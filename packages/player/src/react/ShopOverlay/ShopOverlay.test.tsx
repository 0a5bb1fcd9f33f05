import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AFFILIATE_NO_STORE_ERROR } from '../../core/messages';
import { createAnalytics } from '../../core/analytics';
import { createMemorySink, flushPromises } from '../../testing';
import { storyPlayer, storyShop } from '../story-players';
import { ShopOverlay } from './ShopOverlay';

function renderShop(options: Parameters<typeof storyShop>[1] = {}) {
  const sink = createMemorySink();
  const shop = storyShop(undefined, {
    analytics: createAnalytics({ sink: sink.sink, context: { widgetId: 'widget-1' } }),
    ...options,
  });
  render(<ShopOverlay shop={shop} />);
  return { shop, sink };
}

describe('ShopOverlay', () => {
  it("opens from 'Click to Shop' to the banner list to the product card, and back", async () => {
    const { shop } = renderShop();
    await userEvent.click(screen.getByRole('button', { name: /Click to Shop\s*, 3 products/ }));
    expect(screen.getByRole('heading', { name: 'Shop this video' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close products' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: /Hat of the season/ }));
    expect(screen.getByRole('article', { name: 'Straw sun hat' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close product' }));
    expect(shop.get().selected).toBeNull();
    expect(screen.getByRole('heading', { name: 'Shop this video' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /Click to Shop/ })).toHaveFocus();
  });

  it('chooses variant options and quantity (never below 1), then adds to the cart', async () => {
    const onAddToCart = vi.fn(async () => undefined);
    const { sink } = renderShop({ onAddToCart });
    await userEvent.click(screen.getByRole('button', { name: /Click to Shop/ }));
    await userEvent.click(screen.getAllByRole('button', { name: /Linen shirt/ })[0]!);

    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'L');
    expect(screen.getByText('$59.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await userEvent.tab();
    expect(quantity).toHaveValue(2);

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await act(flushPromises);
    expect(onAddToCart).toHaveBeenCalledWith(
      expect.objectContaining({
        quantity: 2,
        variant: expect.objectContaining({ title: 'L / Blue' }),
      }),
    );
    expect(sink.product('add-to-cart')[0]).toMatchObject({
      variantTitle: 'L / Blue',
      quantity: 2,
      widgetId: 'widget-1',
    });
  });

  it("opens an affiliate link's Buy Now in a new tab and records buy-now", async () => {
    const { sink } = renderShop();
    await userEvent.click(screen.getByRole('button', { name: /Click to Shop/ }));
    await userEvent.click(screen.getByRole('button', { name: /Hat of the season/ }));
    const link = screen.getByRole('link', { name: 'Buy Now (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://partner.example.test/products/straw-hat');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(sink.product('buy-now')[0]).toMatchObject({ affiliateLinkId: 'link-1' });
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
  });

  it('in affiliate mode shows Buy Now with the store cart link, or the error without a store', async () => {
    renderShop({ affiliateMode: true });
    await userEvent.click(screen.getByRole('button', { name: /Click to Shop/ }));
    await userEvent.click(screen.getAllByRole('button', { name: /Linen shirt/ })[0]!);
    expect(screen.getByRole('link', { name: /Buy Now/ })).toHaveAttribute(
      'href',
      'https://vendy-demo.myshopify.com/cart/101:1',
    );
  });

  it('shows the affiliate-mode error when there is no store', async () => {
    renderShop({ affiliateMode: true, noStore: true });
    await userEvent.click(screen.getByRole('button', { name: /Click to Shop/ }));
    await userEvent.click(screen.getAllByRole('button', { name: /Linen shirt/ })[0]!);
    expect(screen.getByRole('alert')).toHaveTextContent(AFFILIATE_NO_STORE_ERROR);
    expect(screen.queryByRole('link', { name: /Buy Now/ })).toBeNull();
  });

  it('lists only the banners whose time has come during playback', async () => {
    const { player } = await storyPlayer('paused');
    const shop = storyShop(player);
    render(<ShopOverlay shop={shop} />);
    expect(
      screen.getByRole('button', { name: /Click to Shop\s*, 2 products/ }),
    ).toBeInTheDocument();
    await act(() => player.seek(30));
    expect(
      screen.getByRole('button', { name: /Click to Shop\s*, 3 products/ }),
    ).toBeInTheDocument();
  });
});
