import { describe, it, expect, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('is a searchbox named by its aria-label that reports typing and Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    render(
      <SearchField
        aria-label="Search Email"
        placeholder="Search Email"
        onChange={onChange}
        onSubmit={onSubmit}
      />,
    );
    const box = screen.getByRole('searchbox', { name: 'Search Email' });
    expect(box).toHaveAttribute('placeholder', 'Search Email');
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard('ada@');
    expect(onChange).toHaveBeenLastCalledWith('ada@');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('ada@');
  });

  it('shows a clear button only when there is text; it clears and refocuses', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    render(<SearchField label="Search Groups" onClear={onClear} />);
    const box = screen.getByRole('searchbox', { name: 'Search Groups' });
    const clear = screen.getByRole('button', { name: 'Clear search', hidden: true });
    expect(clear.closest('[data-empty]')).not.toBeNull();

    await user.type(box, 'acme');
    expect(clear.closest('[data-empty]')).toBeNull();
    await user.click(clear);
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('clears with Escape and keeps the clear button out of the tab order', async () => {
    const user = userEvent.setup();
    render(<SearchField aria-label="Search Products" defaultValue="shoes" />);
    const box = screen.getByRole('searchbox', { name: 'Search Products' });
    await user.tab();
    expect(box).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
    await user.click(box);
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('shows a visible label and a description', () => {
    render(<SearchField label="Search Products" description="Matches title and SKU." />);
    expect(screen.getByText('Search Products')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search Products' })).toHaveAccessibleDescription(
      'Matches title and SKU.',
    );
  });
});
