import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { Card } from './Card';
import { Button, LinkButton } from '../Button';
import { Chip } from '../Chip';
import { MoreVerticalIcon } from '../icons';
import { vars } from '../theme';

// Stories render cards directly: clickable and static cards have different prop shapes, which
// Storybook's args typing cannot narrow.
const meta: Meta = {
  title: 'UI Kit/Card',
  component: Card,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};

export default meta;
type Story = StoryObj;

export const Static: Story = {
  render: () => (
    <Card title="Current plan">
      <p style={{ margin: 0 }}>Growth · $199.00 per month, excluding tax.</p>
    </Card>
  ),
};

export const WithActionsAndFooter: Story = {
  render: () => (
    <Card
      title="Active group"
      headingLevel={2}
      actions={
        <Button variant="ghost" size="sm" icon={<MoreVerticalIcon />} aria-label="Group actions" />
      }
      footer={
        <LinkButton href="/groups" variant="secondary" size="sm">
          Switch Groups
        </LinkButton>
      }
    >
      Acme Store <Chip tone="primary">owner</Chip>
    </Card>
  ),
};

export const Clickable: Story = {
  render: () => (
    <Card title="Acme Store" onPress={() => {}}>
      3 members · acme-store.myshopify.com
    </Card>
  ),
};

export const ClickableCurrent: Story = {
  render: () => (
    <Card title="Acme Store" onPress={() => {}} isCurrent>
      3 members · acme-store.myshopify.com
    </Card>
  ),
};

export const ClickableFocused: Story = {
  render: () => (
    <Card title="Spring Launch" onPress={() => {}}>
      1 member · no store connected
    </Card>
  ),
  play: async () => {
    await userEvent.tab();
  },
};

export const ClickableDisabled: Story = {
  render: () => (
    <Card title="Archived group" onPress={() => {}} isDisabled>
      You no longer have access to this group.
    </Card>
  ),
};

export const LinkCard: Story = {
  render: () => (
    <Card title="Layouts" href="/layouts">
      Create and publish embeddable layouts.
    </Card>
  ),
};

export const WithMedia: Story = {
  render: () => (
    <Card
      title="Homepage carousel"
      href="/layouts/1"
      media={
        <div aria-hidden="true" style={{ height: 140, background: vars.color.surfaceSelected }} />
      }
    >
      Updated 2024-05-02
    </Card>
  ),
};

export const LongTitle: Story = {
  render: () => (
    <Card
      title="Summer essentials collection for the coastal storefront relaunch campaign"
      onPress={() => {}}
    >
      12 products
    </Card>
  ),
};
