import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { brandingStyle } from '../../core/branding';
import { optionsOf } from '../../core/shop';
import { playerTheme } from '../../styles/theme.css';
import { sampleAffiliateLink, sampleProduct, simpleProduct } from '../../testing';
import { ProductCard, type ProductCardProps } from './ProductCard';

const shirt = { kind: 'product', product: sampleProduct() } as const;

/** Holds the options and quantity like the shop does, so the card can be tried out. */
function InteractiveCard(props: ProductCardProps) {
  const [options, setOptions] = useState(props.options);
  const [quantity, setQuantity] = useState(props.quantity);
  return (
    <ProductCard
      {...props}
      options={options}
      quantity={quantity}
      onOptionChange={(name, value) => {
        setOptions({ ...options, [name]: value });
        props.onOptionChange(name, value);
      }}
      onQuantityChange={(q) => {
        setQuantity(Math.max(1, Math.floor(q)));
        props.onQuantityChange(q);
      }}
    />
  );
}

const meta = {
  title: 'Player/ProductCard',
  component: ProductCard,
  parameters: { layout: 'padded' },
  decorators: [
    (Story, { parameters }) => (
      <div
        className={playerTheme}
        style={{
          ...brandingStyle(parameters.branding ?? null),
          padding: 16,
          background: '#2b2f36',
        }}
      >
        <Story />
      </div>
    ),
  ],
  args: {
    item: shirt,
    options: optionsOf(shirt.product.variants[0]),
    quantity: 1,
    affiliateMode: false,
    storeDomain: 'vendy-demo.myshopify.com',
    adding: false,
    onOptionChange: fn(),
    onQuantityChange: fn(),
    onAddToCart: fn(),
    onBuyNow: fn(),
    onClose: fn(),
  },
  render: (args) => <InteractiveCard {...args} />,
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithVariants: Story = {};

export const SingleVariant: Story = {
  args: { item: { kind: 'product', product: simpleProduct() }, options: {} },
};

export const QuantityAndOptions: Story = {
  args: { options: optionsOf(shirt.product.variants[2]), quantity: 3 },
};

export const AddingToCart: Story = { args: { adding: true } };

export const AffiliateLink: Story = {
  args: { item: { kind: 'affiliate', link: sampleAffiliateLink() }, options: {} },
};

export const AffiliateLinkOwnButtonText: Story = {
  args: {
    item: { kind: 'affiliate', link: sampleAffiliateLink({ ctaText: 'Shop at Partner' }) },
    options: {},
  },
};

/** Buy Now (a link styled as a button) stays inside the card, as wide as its row. */
export const AffiliateMode: Story = {
  args: { affiliateMode: true },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: /^Buy Now/ });
    const card = link.closest('article')!.getBoundingClientRect();
    const button = link.getBoundingClientRect();
    await expect(button.left).toBeGreaterThanOrEqual(card.left);
    await expect(button.right).toBeLessThanOrEqual(card.right);
  },
};

export const AffiliateModeWithoutStore: Story = {
  args: { affiliateMode: true, storeDomain: null },
};

export const MissingImage: Story = {
  args: {
    item: { kind: 'product', product: simpleProduct({ imageUrl: null, thumbnailUrl: null }) },
    options: {},
  },
};

export const Branded: Story = {
  parameters: {
    branding: {
      buttonBackgroundColor: '#4a148c',
      buttonTextColor: '#ffffff',
      buttonBorderRadius: 24,
      productCardBackgroundColor: '#f3e5f5',
      textColor: '#1a0033',
    },
  },
};

/** The quantity never goes below 1; Add to Cart and Close report to the shop. */
export const Interaction: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const decrease = canvas.getByRole('button', { name: 'Decrease quantity' });
    await expect(decrease).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Size' }), 'M');
    await expect(args.onOptionChange).toHaveBeenCalledWith('Size', 'M');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Close product' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
