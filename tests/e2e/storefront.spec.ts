// The shopper's side, offline: the sandbox shop's online store. A shopper browses from the home
// page to a product, adds it with the store's own Add to cart form (the AJAX cart, no page load)
// and sees the header's cart count change; the cart page lists it. Every page passes axe.
import { expect, test } from '@playwright/test';
import { Storefront } from '../pages/Storefront';

test('a shopper adds a product to the sandbox store’s cart and sees the count change', async ({
  page,
}) => {
  const store = new Storefront(page, 'vendy-e2e.myshopify.com');

  await store.gotoHome();
  await expect(page.getByRole('heading', { level: 1, name: 'Vendy E2e' })).toBeVisible();
  await store.expectCartCount(0);
  await store.expectAccessible();

  await store.gotoCatalog();
  await store.expectAccessible();

  const title = await store.openFirstAvailableProduct();
  await store.expectAccessible();

  const url = page.url();
  await store.addToCart(2);
  await expect(store.notification).toContainText(`Added to your cart: ${title}.`);
  await store.expectCartCount(2);
  // The add happened in place, through the AJAX cart.
  expect(page.url()).toBe(url);
  await store.expectAccessible();

  await store.addToCart(1);
  await store.expectCartCount(3);

  await store.notification.getByRole('link', { name: 'View cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('spinbutton', { name: `Quantity of ${title}` })).toHaveValue('3');
  await store.expectCartCount(3);
  await store.expectAccessible();

  await row.getByRole('button', { name: `Remove ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeVisible();
  await store.expectCartCount(0);
});
