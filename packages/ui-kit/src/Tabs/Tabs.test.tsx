import { describe, it, expect, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, TabList, Tab, TabPanel } from './Tabs';

function AdminGroupTabs({ onSelectionChange }: { onSelectionChange?: (key: unknown) => void }) {
  return (
    <Tabs onSelectionChange={onSelectionChange}>
      <TabList aria-label="Group details">
        <Tab id="group">Group</Tab>
        <Tab id="products">Products</Tab>
        <Tab id="layouts" isDisabled>
          Layouts
        </Tab>
        <Tab id="videos">Video Assets</Tab>
      </TabList>
      <TabPanel id="group">Group panel</TabPanel>
      <TabPanel id="products">Products panel</TabPanel>
      <TabPanel id="layouts">Layouts panel</TabPanel>
      <TabPanel id="videos">Videos panel</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the first tab panel and names the tab list', () => {
    render(<AdminGroupTabs />);
    expect(screen.getByRole('tablist', { name: 'Group details' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Group' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Group panel');
  });

  it('switches panels on click', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<AdminGroupTabs onSelectionChange={onSelectionChange} />);
    await user.click(screen.getByRole('tab', { name: 'Products' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Products panel');
    expect(onSelectionChange).toHaveBeenLastCalledWith('products');
  });

  it('moves with the arrow keys and skips disabled tabs', async () => {
    const user = userEvent.setup();
    render(<AdminGroupTabs />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Group' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Video Assets' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Videos panel');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveFocus();
  });

  it('does not select a disabled tab on click', async () => {
    const user = userEvent.setup();
    render(<AdminGroupTabs />);
    const layouts = screen.getByRole('tab', { name: 'Layouts' });
    expect(layouts).toHaveAttribute('aria-disabled', 'true');
    await user.click(layouts);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Group panel');
  });
});
