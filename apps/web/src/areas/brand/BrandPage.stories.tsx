import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { toasts } from '@vendy/ui-kit';
import { standardMerchant, starterMerchant } from '../../mocks/account';
import { renderAt } from '../../mocks/decorators';
import { gqlData, gqlError, gqlPending } from '../../mocks/graphql';
import { HydrateSession, type CurrentUser } from '../../session';
import { customBranding, defaultBranding, lowContrastBranding } from './fixtures';
import { BrandFontLoaderContext } from './FontPicker';
import { BrandPage } from './BrandPage';
import { BrandRoute } from './BrandRoute';
import type { ReactNode } from 'react';

// Stories have no font server behind them: the preview keeps its fallback face.
const noFonts = async () => {};
const withoutFonts = (element: ReactNode) => (
  <BrandFontLoaderContext.Provider value={noFonts}>{element}</BrandFontLoaderContext.Provider>
);

const meta = {
  title: 'Pages/Brand Management',
  component: BrandPage,
  parameters: { layout: 'fullscreen' },
  // Toasts live in one app-wide queue: none may follow a story into the next one's screenshot.
  beforeEach: () => toasts.clear(),
  args: {
    settings: { status: 'ready', data: defaultBranding },
    canHideBranding: true,
    onRetry: fn(),
    onSave: fn(async () => customBranding),
    onReset: fn(async () => defaultBranding),
  },
  render: (args) => renderAt(withoutFonts(<BrandPage {...args} />), { path: '/brand' }),
} satisfies Meta<typeof BrandPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing saved: the defaults, the Powered-by line in the preview. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Button background' })).toHaveValue('#0393FB');
    await expect(canvas.getByTestId('powered-by')).toBeVisible();
  },
};

/** A group's own branding: dark rounded buttons, warm card, the logo hidden. */
export const Custom: Story = {
  args: { settings: { status: 'ready', data: customBranding } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: 'Hide Vendy branding' })).toBeChecked();
    await expect(canvas.queryByTestId('powered-by')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/has a contrast of/)).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { settings: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading branding settings…',
    );
  },
};

export const ReadError: Story = {
  args: { settings: { status: 'error', message: 'Unable to get branding settings.' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to get branding settings.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/**
 * Text and buttons below WCAG AA: each section says so, with the ratio. The preview shows the
 * unreadable colours on purpose, so axe leaves it out here; the page itself is still checked.
 */
export const ContrastWarning: Story = {
  args: { settings: { status: 'ready', data: lowContrastBranding } },
  parameters: {
    a11y: {
      context: {
        include: ['body'],
        exclude: ['[data-live-announcer]', '[data-brand-preview]'],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/^Button text on the button background has a contrast of/),
    ).toBeVisible();
    await expect(
      canvas.getByText(/^Text on the product card background has a contrast of/),
    ).toBeVisible();
  },
};

/** 'Save Settings' pressed, the answer on its way; the form shows what is being saved. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Button background' });
    await userEvent.clear(field);
    await userEvent.type(field, '#1d3557{Enter}');
    await expect(canvas.getByText('You have unsaved changes.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(canvas.getByRole('button', { name: /Save Settings/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The save failed: the message, and everything typed is still there. */
export const SaveError: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('Unable to save settings.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Text colour' });
    await userEvent.clear(field);
    await userEvent.type(field, '#333333{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unable to save settings.');
    await expect(field).toHaveValue('#333333');
  },
};

/** A plan without white-label branding: the switch is off and says why. */
export const HideBrandingUnavailable: Story = {
  args: { canHideBranding: false, settings: { status: 'ready', data: customBranding } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Hide Vendy branding' });
    await expect(toggle).toBeDisabled();
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByText(/comes with white-label branding/)).toBeVisible();
    await expect(canvas.getByTestId('powered-by')).toBeVisible();
  },
};

/** The button colour picker opened from the keyboard, the hue moved with the arrow keys. */
export const ColourPickerOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Choose button background' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Button background' });
    within(dialog).getByRole('slider', { name: 'Hue' }).focus();
    await userEvent.keyboard('{ArrowRight}'.repeat(40));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Button background' })).not.toHaveValue('#0393FB'),
    );
  },
};

export const ResetDialog: Story = {
  args: { settings: { status: 'ready', data: customBranding } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset to Defaults' }));
    await expect(
      await screen.findByRole('alertdialog', { name: 'Reset to Defaults' }),
    ).toHaveTextContent('Do you really want to reset your branding?');
  },
};

const route = (currentUser: CurrentUser) => () =>
  renderAt(
    withoutFonts(
      <HydrateSession currentUser={currentUser}>
        <BrandRoute />
      </HydrateSession>,
    ),
    { path: '/brand', otherPaths: ['/plans'] },
  );

/** Route module: the saved branding from getBrandingSettings, saved again with a toast. */
export const RouteSaved: Story = {
  parameters: {
    msw: {
      handlers: gqlData({
        getBrandingSettings: customBranding,
        upsertBrandingSettings: customBranding,
      }),
    },
  },
  render: route(standardMerchant),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save Settings' }));
    await expect(await screen.findByText('Settings saved successfully')).toBeVisible();
  },
};

export const RouteLoading: Story = {
  parameters: { msw: { handlers: [gqlPending('getBrandingSettings')] } },
  render: route(standardMerchant),
};

/** Route module: getBrandingSettings fails without a message, so the fallback is shown. */
export const RouteReadError: Story = {
  parameters: { msw: { handlers: [gqlError('getBrandingSettings')] } },
  render: route(standardMerchant),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Unable to get branding settings.',
    );
  },
};

/** Route module: upsertBrandingSettings fails; the fallback message, the form kept. */
export const RouteSaveError: Story = {
  parameters: {
    msw: {
      handlers: [
        ...gqlData({ getBrandingSettings: defaultBranding }),
        gqlError('upsertBrandingSettings'),
      ],
    },
  },
  render: route(standardMerchant),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save Settings' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unable to save settings.');
  },
};

/** Route module on Starter (no branding feature): the upgrade card, nothing loaded. */
export const PlanLocked: Story = {
  render: route(starterMerchant),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Upgrade Now' }),
    ).toHaveAttribute('href', '/plans');
  },
};
