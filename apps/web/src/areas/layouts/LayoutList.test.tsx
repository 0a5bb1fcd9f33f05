// The layouts list by keyboard alone: Tab reaches every action of a row in order, and Enter runs
// the focused one; 'Customize' is one of them, not hidden in a collapsed section.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../mocks/decorators';
import { draftLayout, heroLayout, springLayout, TEST_HOST } from './fixtures';
import { LayoutList, type LayoutListProps } from './LayoutList';
import type { Layout } from './layoutModel';

vi.setConfig({ testTimeout: 20_000 });

function show(layouts: Layout[], props: Partial<LayoutListProps> = {}) {
  const handlers = {
    onPreview: vi.fn(),
    onEdit: vi.fn(),
    onCustomize: vi.fn(),
    onDelete: vi.fn(async () => {}),
    writeText: vi.fn(async (_text: string) => {}),
  };
  render(
    renderAt(
      <LayoutList
        layouts={{ status: 'ready', data: layouts }}
        host={TEST_HOST}
        {...handlers}
        {...props}
      />,
      { path: '/layouts', otherPaths: ['/support/embed-a-layout'] },
    ),
  );
  return { user: userEvent.setup(), ...handlers };
}

/** Tabs from the Sort field into the table until focus is on `name`; returns the names passed. */
async function tabTo(user: ReturnType<typeof userEvent.setup>, name: string) {
  const passed: string[] = [];
  for (let i = 0; i < 30; i += 1) {
    await user.tab();
    const focused = document.activeElement as HTMLElement;
    const label = focused.getAttribute('aria-label') ?? focused.textContent ?? '';
    passed.push(label);
    if (label === name) return passed;
  }
  throw new Error(`Tab never reached ${name}; it went through ${passed.join(', ')}`);
}

const rowOf = (title: RegExp | string) =>
  screen.getByRole('rowheader', { name: title }).closest('tr') as HTMLElement;

describe('LayoutList by keyboard', () => {
  it("reaches each of a row's actions with Tab, in order", async () => {
    const { user } = show([heroLayout]);
    const hero = within(rowOf('Homepage Hero'));
    const expected = [
      'Preview Homepage Hero',
      'Copy Layout ID of Homepage Hero',
      'Copy Embed Code of Homepage Hero',
      'Help embedding Homepage Hero',
      'Customize Homepage Hero',
      'Edit Homepage Hero',
      'Delete Homepage Hero',
    ];
    // Every action is a real control of the row, in the Tab order (no roving tabindex).
    for (const name of expected) {
      const control = hero.getByRole(name.startsWith('Help') ? 'link' : 'button', { name });
      expect(control).not.toHaveAttribute('tabindex', '-1');
    }
    screen.getByRole('searchbox', { name: 'Search Layouts' }).focus();
    const passed = await tabTo(user, 'Delete Homepage Hero');
    const inRow = passed.filter((label) => label.endsWith('Homepage Hero'));
    expect(inRow).toEqual(expected);
    // 'Customize' is visible text, not only an icon.
    expect(hero.getByRole('button', { name: 'Customize Homepage Hero' })).toHaveTextContent(
      'Customize',
    );
  });

  it('runs the focused action with Enter', async () => {
    const { user, onPreview, onCustomize, onEdit, writeText } = show([heroLayout]);
    screen.getByRole('searchbox', { name: 'Search Layouts' }).focus();

    await tabTo(user, 'Preview Homepage Hero');
    await user.keyboard('{Enter}');
    expect(onPreview).toHaveBeenCalledWith(heroLayout);

    await tabTo(user, 'Copy Layout ID of Homepage Hero');
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenLastCalledWith('layout-hero');

    await tabTo(user, 'Customize Homepage Hero');
    await user.keyboard('{Enter}');
    expect(onCustomize).toHaveBeenCalledWith(heroLayout);

    await tabTo(user, 'Edit Homepage Hero');
    await user.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledWith(heroLayout);

    await tabTo(user, 'Delete Homepage Hero');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alertdialog', { name: 'Delete Layout' })).toBeVisible();
  });

  it('moves from one row to the next with Tab', async () => {
    const { user } = show([heroLayout, springLayout]);
    screen.getByRole('searchbox', { name: 'Search Layouts' }).focus();
    const passed = await tabTo(user, 'Preview Spring Lookbook');
    expect(passed).toContain('Delete Homepage Hero');
  });

  it('offers Customize only where there is a video to customize and the list is editable', async () => {
    show([heroLayout, draftLayout]);
    // The draft has no video yet.
    expect(within(rowOf(/gift guide/)).queryByRole('button', { name: /Customize/ })).toBeNull();
    expect(
      within(rowOf('Homepage Hero')).getByRole('button', { name: 'Customize Homepage Hero' }),
    ).toBeVisible();
  });

  it('has no Customize, edit or delete in a read-only list', async () => {
    show([heroLayout], { readOnly: true });
    const hero = within(rowOf('Homepage Hero'));
    expect(hero.queryByRole('button', { name: /Customize|Edit|Delete/ })).toBeNull();
    expect(hero.getByRole('button', { name: 'Preview Homepage Hero' })).toBeVisible();
  });
});
