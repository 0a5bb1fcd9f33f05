import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShopifyPromptPage, type ShopifyPromptPageProps } from './ShopifyPromptPage';

/** Puts text in a field in one go (typing key by key is slow and adds nothing here). */
const enter = async (
  user: ReturnType<typeof userEvent.setup>,
  element: HTMLElement,
  text: string,
) => {
  await user.click(element);
  await user.paste(text);
};

const setup = (props: Partial<ShopifyPromptPageProps> = {}) => {
  const user = userEvent.setup({ delay: null });
  const handlers = {
    onConnect: vi.fn(),
    onDevConnect: vi.fn(async (_values: { storeName: string; adminToken: string }) => {}),
  };
  render(<ShopifyPromptPage groupName="Fresh Finds" isAdmin={false} {...handlers} {...props} />);
  return { user, ...handlers };
};

describe('ShopifyPromptPage', () => {
  it('offers to connect a store to the current group, or to switch groups', async () => {
    const { user, onConnect } = setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Connect Your Shopify Store',
    );
    expect(screen.getByText('Fresh Finds')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Switch Groups' })).toHaveAttribute('href', '/groups');
    await enter(user, screen.getByRole('textbox', { name: /Your Shopify Store/ }), 'Fresh-Finds');
    await user.click(screen.getByRole('button', { name: 'Connect Shopify Store' }));
    expect(onConnect).toHaveBeenCalledExactlyOnceWith('fresh-finds.myshopify.com');
  });

  it('offers the sandbox store only when there is one, and installs on it in one click', async () => {
    const onUseSandbox = vi.fn();
    const { user } = setup({ sandboxShop: 'fresh-finds-3fa2c1.myshopify.com', onUseSandbox });
    expect(
      screen.getByRole('heading', { level: 2, name: 'No Shopify store at hand?' }),
    ).toBeVisible();
    expect(screen.getByText('fresh-finds-3fa2c1.myshopify.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use Sandbox Store' }));
    expect(onUseSandbox).toHaveBeenCalledOnce();
  });

  it('offers no sandbox store without one', () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Use Sandbox Store' })).not.toBeInTheDocument();
  });

  it('shows the developer connection form to admins only', () => {
    setup();
    expect(screen.queryByRole('textbox', { name: /Store Name/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CONNECT' })).not.toBeInTheDocument();
  });

  it('connects a development store with the .myshopify.com name and the token', async () => {
    const { user, onDevConnect } = setup({ isAdmin: true });
    expect(screen.getAllByText('.myshopify.com')).toHaveLength(2);
    await enter(user, screen.getByRole('textbox', { name: /Store Name/ }), ' Dev-Shop ');
    await enter(user, screen.getByLabelText(/Admin API Token/), 'shpat_123');
    await user.click(screen.getByRole('button', { name: 'CONNECT' }));
    expect(onDevConnect).toHaveBeenCalledExactlyOnceWith({
      storeName: 'dev-shop.myshopify.com',
      adminToken: 'shpat_123',
    });
  });

  it('does not double the suffix when the full store name is typed', async () => {
    const { user, onDevConnect } = setup({ isAdmin: true });
    await enter(
      user,
      screen.getByRole('textbox', { name: /Store Name/ }),
      'dev-shop.myshopify.com',
    );
    await enter(user, screen.getByLabelText(/Admin API Token/), 'shpat_123');
    await user.click(screen.getByRole('button', { name: 'CONNECT' }));
    expect(onDevConnect).toHaveBeenCalledWith(
      expect.objectContaining({ storeName: 'dev-shop.myshopify.com' }),
    );
  });

  it('hides the token until asked to show it', async () => {
    const { user } = setup({ isAdmin: true });
    const token = screen.getByLabelText(/Admin API Token/);
    expect(token).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show token' }));
    expect(token).toHaveAttribute('type', 'text');
  });

  it('requires both fields before connecting', async () => {
    const { user, onDevConnect } = setup({ isAdmin: true });
    await user.click(screen.getByRole('button', { name: 'CONNECT' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(onDevConnect).not.toHaveBeenCalled();
  });

  it("shows the server's message when the store cannot be connected", async () => {
    const onDevConnect = vi.fn().mockRejectedValue(new Error('Unable to connect store.'));
    const { user } = setup({ isAdmin: true, onDevConnect });
    await enter(user, screen.getByRole('textbox', { name: /Store Name/ }), 'dev-shop');
    await enter(user, screen.getByLabelText(/Admin API Token/), 'bad');
    await user.click(screen.getByRole('button', { name: 'CONNECT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to connect store.');
  });
});
