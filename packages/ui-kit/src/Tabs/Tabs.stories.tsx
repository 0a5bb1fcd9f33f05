import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs, TabList, Tab, TabPanel } from './Tabs';

const meta = {
  title: 'UI Kit/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const panelText = (name: string) => <p>{name} panel content.</p>;

export const Default: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Group details">
        <Tab id="group">Group</Tab>
        <Tab id="products">Products</Tab>
        <Tab id="video-assets">Video Assets</Tab>
        <Tab id="shoppable-videos">Shoppable Videos</Tab>
        <Tab id="layouts">Layouts</Tab>
      </TabList>
      <TabPanel id="group">{panelText('Group')}</TabPanel>
      <TabPanel id="products">{panelText('Products')}</TabPanel>
      <TabPanel id="video-assets">{panelText('Video assets')}</TabPanel>
      <TabPanel id="shoppable-videos">{panelText('Shoppable videos')}</TabPanel>
      <TabPanel id="layouts">{panelText('Layouts')}</TabPanel>
    </Tabs>
  ),
};

export const SecondSelected: Story = {
  ...Default,
  args: { defaultSelectedKey: 'products' },
};

export const WithDisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Assets">
        <Tab id="videos">Videos</Tab>
        <Tab id="audio" isDisabled>
          Audio
        </Tab>
        <Tab id="photos">Photos</Tab>
      </TabList>
      <TabPanel id="videos">{panelText('Videos')}</TabPanel>
      <TabPanel id="audio">{panelText('Audio')}</TabPanel>
      <TabPanel id="photos">{panelText('Photos')}</TabPanel>
    </Tabs>
  ),
};

/** Sub-tabs inside a tab, as on the admin group page (Products: Products, Product Collections, Affiliate Links). */
export const Nested: Story = {
  render: (args) => (
    <Tabs {...args} defaultSelectedKey="products">
      <TabList aria-label="Group details">
        <Tab id="group">Group</Tab>
        <Tab id="products">Products</Tab>
      </TabList>
      <TabPanel id="group">{panelText('Group')}</TabPanel>
      <TabPanel id="products">
        <Tabs>
          <TabList aria-label="Products" size="sm">
            <Tab id="products">Products</Tab>
            <Tab id="collections">Product Collections</Tab>
            <Tab id="affiliate-links">Affiliate Links</Tab>
          </TabList>
          <TabPanel id="products">{panelText('Products')}</TabPanel>
          <TabPanel id="collections">{panelText('Product collections')}</TabPanel>
          <TabPanel id="affiliate-links">{panelText('Affiliate links')}</TabPanel>
        </Tabs>
      </TabPanel>
    </Tabs>
  ),
};
