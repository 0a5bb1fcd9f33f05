import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AffiliateLinkFormDialog, type AffiliateLinkSaveInput } from './AffiliateLinkForm';
import { affiliateLinks } from './fixtures';

configure({ asyncUtilTimeout: 5_000 });

const setup = (props: Partial<Parameters<typeof AffiliateLinkFormDialog>[0]> = {}) => {
  const user = userEvent.setup({ delay: null });
  const onSave = vi.fn(async (_input: AffiliateLinkSaveInput) => {});
  const onClose = vi.fn();
  render(
    <AffiliateLinkFormDialog isOpen link={null} onSave={onSave} onClose={onClose} {...props} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Affiliate Product' });
  const field = (name: string) =>
    within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
  const fill = async (name: string, text: string) => {
    await user.clear(field(name));
    await user.click(field(name));
    await user.paste(text);
  };
  return { user, onSave, onClose, dialog, field, fill };
};

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

// Sortable pictures measure themselves: give each list item a place in a row of 100px squares.
let restoreRect: () => void = () => {};
beforeEach(() => {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const item = this.closest('li');
    const index = item?.parentElement ? Array.from(item.parentElement.children).indexOf(item) : 0;
    const left = index * 110;
    return {
      x: left,
      y: 0,
      left,
      top: 0,
      right: left + 100,
      bottom: 100,
      width: 100,
      height: 100,
      toJSON: () => ({}),
    } as DOMRect;
  };
  restoreRect = () => {
    Element.prototype.getBoundingClientRect = original;
  };
});
afterEach(() => restoreRect());

describe('AffiliateLinkFormDialog', { timeout: 30_000 }, () => {
  it('requires title, price and link with the shared messages', async () => {
    const { user, dialog, onSave, fill } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(3);
    await fill('Price', '12.345');
    await fill('Link', 'not a link');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid currency format')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid URL.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves trimmed values with the price as a number, then closes', async () => {
    const { user, dialog, onSave, onClose, fill } = setup();
    await fill('Title', '  Partner Tent  ');
    await fill('Price', '$1,234.50');
    await fill('Button CTA', ' Shop Now ');
    await fill('Link', ' https://partner.example.com/tent ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        id: null,
        values: {
          title: 'Partner Tent',
          price: 1234.5,
          url: 'https://partner.example.com/tent',
          ctaText: 'Shop Now',
        },
        images: [],
      }),
    );
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows what is typed in the live preview', async () => {
    const { dialog, fill } = setup();
    const preview = within(dialog).getByRole('region', { name: 'Live Preview' });
    expect(within(preview).getByText('Buy Now')).toBeInTheDocument();
    await fill('Title', 'Camp Stove');
    await fill('Price', '49.9');
    await fill('Button CTA', 'Get it');
    expect(within(preview).getByText('Camp Stove')).toBeInTheDocument();
    expect(within(preview).getByText('$49.90')).toBeInTheDocument();
    expect(within(preview).getByText('Get it')).toBeInTheDocument();
  });

  it('adds chosen pictures, refuses other files and removes a picture', async () => {
    const { user, dialog } = setup();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).not.toBeNull();
    await user.upload(input!, [png('front.png'), png('side.png')]);
    const list = within(dialog).getByRole('list', { name: 'Photos, in display order' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('button', { name: 'Move picture 2 of 2' })).toBeInTheDocument();
    // The preview shows the first picture.
    const preview = within(dialog).getByRole('region', { name: 'Live Preview' });
    expect(within(preview).getByRole('img', { name: 'Untitled product' })).toBeInTheDocument();

    const upload = userEvent.setup({ applyAccept: false, delay: null });
    await upload.upload(input!, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Upload must be an image file.');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Remove picture 1 of 2' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('reorders pictures from the keyboard', async () => {
    const { user, dialog, onSave, fill } = setup({ link: affiliateLinks[0]! });
    const handle = within(dialog).getByRole('button', { name: 'Move picture 1 of 2' });
    handle.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await user.keyboard(' ');
    const list = within(dialog).getByRole('list', { name: 'Photos, in display order' });
    await vi.waitFor(() =>
      expect(list.querySelector('img')).toHaveAttribute(
        'src',
        affiliateLinks[0]!.images[1]!.thumbnailUrl,
      ),
    );
    await fill('Title', 'Partner Tent');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0].images.map((i) => i.id)).toEqual(['image-2', 'image-1']);
  });

  it('starts from the link being edited', () => {
    const { field } = setup({ link: affiliateLinks[0]! });
    expect(field('Title')).toHaveValue('Partner Tent');
    expect(field('Price')).toHaveValue('349.00');
    expect(field('Button CTA')).toHaveValue('Shop Now');
    expect(field('Link')).toHaveValue('https://partner.example.com/tent');
  });

  it('keeps the form open with the message when saving fails', async () => {
    const onSave = vi.fn().mockRejectedValue(new Error('Unable to save affiliate link.'));
    const { user, dialog, onClose } = setup({ link: affiliateLinks[1]!, onSave });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Unable to save affiliate link.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Affiliate Product' })).toBeInTheDocument();
  });
});
