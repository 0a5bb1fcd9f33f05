// The sandbox store's checkout, by keyboard: the cart's 'Check out', the checkout page's 'Place
// order', 'Thank you for your order' with the order's name and an emptied cart; then the sandbox
// admin's refund form on the order page. The demo store's app is subscribed to its orders and
// refunds webhooks, so both reach the server (the API tests check what it stores). Every page
// passes axe.
import { Storefront } from '../pages/Storefront';
import { expect, test } from '../pages/fixtures';

const DEMO_STORE = 'vendy-demo.myshopify.com';

test('a shopper checks out by keyboard, and the order is refunded from its page', async ({
  page,
}) => {
  const store = new Storefront(page, DEMO_STORE);
  await store.gotoHome();
  await store.gotoCatalog();
  const title = await store.openFirstAvailableProduct();
  await store.addToCart(2);
  await store.expectCartCount(2);

  await store.cartLink.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await page.getByRole('button', { name: 'Check out' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Order summary' })).toContainText(title);
  await store.expectAccessible();
  await page.getByLabel('Email (optional)').focus();
  await page.keyboard.type('shopper@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Place order' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your order' }),
  ).toBeVisible();
  await expect(page.getByText(/^Order #\d+ is confirmed\.$/)).toBeVisible();
  await store.expectCartCount(0);
  await store.expectAccessible();

  const admin = page.getByRole('region', { name: 'Sandbox admin: refund' });
  const units = admin.getByRole('spinbutton', { name: `Units of ${title} to refund (at most 2)` });
  await units.focus();
  await page.keyboard.press('ArrowUp');
  await expect(units).toHaveValue('1');
  await page.keyboard.press('Enter');

  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Refund created: the app has been sent the refund.' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: /^Order #\d+$/ })).toContainText('2 (1 refunded)');
  await expect(
    page.getByRole('region', { name: 'Sandbox admin: refund' }).getByRole('spinbutton', {
      name: `Units of ${title} to refund (at most 1)`,
    }),
  ).toBeVisible();
  await store.expectAccessible();
});
