// Script of the sandbox store's theme, as Dawn does it: sets Shopify.routes.root, adds to the cart
// through the AJAX cart (POST cart/add.js) without leaving the page, keeps the header's cart count
// up to date (also after a Vendy layout added something: the loader's `vendy:cart-add` event),
// and shows the chosen variant's price. Every form also works without it.
(() => {
  const root = document.documentElement.dataset.root || '/';
  const shopify = (window.Shopify = window.Shopify || {});
  shopify.routes = Object.assign({ root }, shopify.routes);

  const itemCount = (count) => `${count} ${count === 1 ? 'item' : 'items'}`;

  function renderCount(count) {
    const bubble = document.querySelector('#cart-icon-bubble .cart-count-bubble');
    if (!bubble) return;
    bubble.hidden = count === 0;
    bubble.querySelector('[data-cart-count]').textContent = String(count);
    bubble.querySelector('[data-cart-count-label]').textContent = itemCount(count);
  }

  async function refreshCount() {
    const response = await fetch(`${root}cart.js`, { headers: { accept: 'application/json' } });
    if (response.ok) renderCount((await response.json()).item_count);
  }

  function notify(title) {
    const region = document.getElementById('cart-notification');
    if (!region) return;
    region.textContent = '';
    const message = document.createElement('p');
    message.append(`Added to your cart: ${title}. `);
    const link = document.createElement('a');
    link.href = `${root}cart`;
    link.textContent = 'View cart';
    message.append(link);
    region.append(message);
  }

  document.addEventListener('submit', async (event) => {
    const form = event.target.closest('form[data-product-form]');
    if (!form) return;
    event.preventDefault();
    const button = form.querySelector('[data-add-button]');
    const error = form.querySelector('[data-form-error]');
    if (!button || button.getAttribute('aria-disabled') === 'true') return;
    button.setAttribute('aria-disabled', 'true');
    error.textContent = '';
    try {
      const response = await fetch(`${root}cart/add.js`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams(new FormData(form)),
      });
      const body = await response.json();
      if (!response.ok) {
        error.textContent = body.description || body.message || 'Could not add to your cart.';
      } else {
        notify(body.product_title);
      }
      await refreshCount();
    } catch {
      error.textContent = 'Could not reach the store. Check your connection and try again.';
    } finally {
      button.removeAttribute('aria-disabled');
    }
  });

  document.addEventListener('vendy:cart-add', () => {
    refreshCount().catch(() => {});
  });

  document.addEventListener('change', (event) => {
    const select = event.target.closest('[data-variant-select]');
    if (!select) return;
    const option = select.selectedOptions[0];
    const price = select.form && select.form.parentElement.querySelector('[data-price]');
    // The server escaped this markup into the attribute; it is the theme's own price HTML.
    if (option && price) price.innerHTML = option.dataset.priceHtml;
  });
})();
