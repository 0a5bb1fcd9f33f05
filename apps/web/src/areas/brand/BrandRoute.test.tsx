// The /brand route module against msw: the plan gate, loading and a failed read with retry, what
// 'Save Settings' sends (exact variables), a failed save that keeps the form, 'Reset to Defaults',
// the colour pickers from the keyboard, the contrast warnings and the live preview.
import '../../../../../packages/ui-kit/src/Menu/happyDomFocus';
import { describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_BRANDING } from '@vendy/client/domain';
import { playerVars } from '@vendy/player';
import { renderAt } from '../../mocks/decorators';
import { standardMerchant, starterMerchant } from '../../mocks/account';
import { gqlData, gqlError } from '../../mocks/graphql';
import { HydrateSession, type CurrentUser } from '../../session';
import { setupGraphqlServer } from '../../session/testing/server';
import { customBranding, defaultBranding } from './fixtures';
import { BrandFontLoaderContext } from './FontPicker';
import { BrandRoute } from './BrandRoute';

const { server, calls } = setupGraphqlServer();
const sent = (name: string) =>
  calls.filter((c) => c.operationName === name).map((c) => c.variables);

/** The server's answer to a save: what was sent, now in force. */
const echoSaved = (variables: Record<string, unknown>) => ({
  ...DEFAULT_BRANDING,
  ...(variables.settings as object),
});

const fontsAsked: string[] = [];
const fakeLoader = async (names: readonly string[]) => {
  fontsAsked.push(...names);
};

function show(user: CurrentUser = standardMerchant) {
  fontsAsked.length = 0;
  render(
    renderAt(
      <BrandFontLoaderContext.Provider value={fakeLoader}>
        <HydrateSession currentUser={user}>
          {/* Another page of the app, as the navigation would offer it. */}
          <Link to="/plans">Plans</Link>
          <BrandRoute />
        </HydrateSession>
      </BrandFontLoaderContext.Provider>,
      { path: '/brand', otherPaths: ['/plans'] },
    ),
  );
  return userEvent.setup();
}

const hexField = (label: string) => screen.getByRole('textbox', { name: label });
const save = () => screen.getByRole('button', { name: 'Save Settings' });
/** The value of a player theme variable on the preview's wrapper. */
const previewVar = (variable: string) =>
  screen
    .getByTestId('brand-preview-theme')
    .style.getPropertyValue(variable.replace(/^var\((.*)\)$/, '$1'));

async function setHex(user: ReturnType<typeof userEvent.setup>, label: string, hex: string) {
  await user.clear(hexField(label));
  await user.type(hexField(label), `${hex}{Enter}`);
}

describe('the plan gate', () => {
  it('shows the upgrade card without the branding feature, and loads nothing', async () => {
    show(starterMerchant);
    expect(await screen.findByRole('heading', { name: 'Upgrade Your Plan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Brand Management', level: 1 })).toBeVisible();
    expect(
      screen.getByText('This area requires a higher tier than your current plan.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/plans');
    expect(sent('getBrandingSettings')).toEqual([]);
  });
});

describe('reading the settings', () => {
  it('shows the saved settings in every section and in the preview', async () => {
    server.use(...gqlData({ getBrandingSettings: customBranding }));
    show();
    expect(await screen.findByRole('textbox', { name: 'Button background' })).toHaveValue(
      '#1D3557',
    );
    for (const section of ['Buttons', 'Text', 'Product Card', 'Banner', 'Layouts']) {
      expect(screen.getByRole('heading', { name: section, level: 2 })).toBeVisible();
    }
    expect(hexField('Card background')).toHaveValue('#FDF6EC');
    expect(screen.getByRole('textbox', { name: /Border radius/ })).toHaveValue('20');
    expect(screen.getByRole('button', { name: /Montserrat.*Button font$/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /Bold.*Button font style$/ })).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Hide Vendy branding' })).toBeChecked();
    expect(previewVar(playerVars.color.buttonBackground)).toBe('#1d3557');
    expect(previewVar(playerVars.radius.button)).toBe('20px');
    expect(screen.queryByTestId('powered-by')).not.toBeInTheDocument();
    // The family lists show each family in its face, and the chosen fonts load: from our names.
    await waitFor(() => expect(fontsAsked).toContain('montserrat-n7'));
    expect(fontsAsked).toContain('merriweather-n4');
    expect(fontsAsked).toContain('playfair-display-n4');
  });

  it("says 'Unable to get branding settings.' and loads again on 'Try Again'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(gqlError('getBrandingSettings'));
    const user = show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to get branding settings.');
    server.resetHandlers(...gqlData({ getBrandingSettings: defaultBranding }));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('textbox', { name: 'Button background' })).toHaveValue(
      '#0393FB',
    );
    expect(sent('getBrandingSettings')).toHaveLength(2);
  });
});

describe('Save Settings', () => {
  it('sends every field as edited, fonts with our stylesheet paths, and says so', async () => {
    server.use(
      ...gqlData({
        getBrandingSettings: defaultBranding,
        upsertBrandingSettings: echoSaved,
      }),
    );
    const user = show();
    await screen.findByRole('textbox', { name: 'Button background' });
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();

    await setHex(user, 'Button background', '#1D3557');
    await setHex(user, 'Banner highlight', '#e63946');
    await user.clear(screen.getByRole('textbox', { name: /Border radius/ }));
    await user.type(screen.getByRole('textbox', { name: /Border radius/ }), '14');
    await user.click(screen.getByRole('button', { name: /Button font style$/ }));
    await user.click(await screen.findByRole('option', { name: 'Bold Italic' }));
    await user.click(screen.getByRole('switch', { name: 'Hide Vendy branding' }));
    expect(screen.getByText('You have unsaved changes.')).toBeVisible();
    expect(previewVar(playerVars.color.bannerHighlight)).toBe('#e63946');
    expect(screen.queryByTestId('powered-by')).not.toBeInTheDocument();

    await user.click(save());
    expect(await screen.findByText('Settings saved successfully')).toBeVisible();
    expect(sent('upsertBrandingSettings')).toEqual([
      {
        settings: {
          buttonBackgroundColor: '#1d3557',
          buttonTextColor: '#ffffff',
          buttonBorderRadius: 14,
          buttonFontName: 'roboto-i7',
          buttonFontUrl: '/media/fonts/roboto/i7.css',
          textColor: '#000000',
          textHighlightColor: '#0393fb',
          textFontName: 'roboto-n4',
          textFontUrl: '/media/fonts/roboto/n4.css',
          bannerHighlightColor: '#e63946',
          productCardBackgroundColor: '#ffffff',
          hideVendyBranding: true,
        },
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument(),
    );
  });

  it('sends no font while only its family is chosen, and no radius when it is empty', async () => {
    server.use(
      ...gqlData({ getBrandingSettings: defaultBranding, upsertBrandingSettings: defaultBranding }),
    );
    const user = show();
    await screen.findByRole('textbox', { name: 'Button background' });
    await user.click(screen.getByRole('button', { name: /Text font$/ }));
    await user.click(await screen.findByRole('option', { name: 'Lato' }));
    await user.click(screen.getByRole('button', { name: /Text font style$/ }));
    await user.click(await screen.findByRole('option', { name: 'Thin' }));
    await user.click(screen.getByRole('button', { name: /Button font$/ }));
    await user.click(await screen.findByRole('option', { name: 'Playfair Display' }));
    // Playfair Display starts at Regular, so the button font's Regular stays...
    expect(screen.getByRole('button', { name: /Regular.*Button font style$/ })).toBeVisible();
    // ...whereas Lato's Thin is not one of Merriweather's styles: a style is to be chosen again.
    await user.click(screen.getByRole('button', { name: /Text font$/ }));
    await user.click(await screen.findByRole('option', { name: 'Merriweather' }));
    expect(screen.getByText('Choose a style: the font is saved only with one.')).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: /Border radius/ }));
    await user.click(save());
    await screen.findByText('Settings saved successfully');
    expect(sent('upsertBrandingSettings')[0]).toMatchObject({
      settings: {
        buttonBorderRadius: null,
        buttonFontName: 'playfair-display-n4',
        buttonFontUrl: '/media/fonts/playfair-display/n4.css',
        textFontName: null,
        textFontUrl: null,
      },
    });
  });

  it('refuses a radius that is not a positive whole number, without calling the server', async () => {
    server.use(...gqlData({ getBrandingSettings: defaultBranding }));
    const user = show();
    const radius = await screen.findByRole('textbox', { name: /Border radius/ });
    await user.clear(radius);
    await user.type(radius, '0');
    expect(radius).toHaveAttribute('aria-invalid', 'true');
    await user.click(save());
    expect(radius).toHaveFocus();
    expect(sent('upsertBrandingSettings')).toEqual([]);
  });

  it("says 'Unable to save settings.' and keeps everything typed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      ...gqlData({ getBrandingSettings: defaultBranding }),
      gqlError('upsertBrandingSettings'),
    );
    const user = show();
    await screen.findByRole('textbox', { name: 'Button background' });
    await setHex(user, 'Text colour', '#222222');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to save settings.');
    expect(hexField('Text colour')).toHaveValue('#222222');
    expect(screen.getByText('You have unsaved changes.')).toBeVisible();
    expect(screen.queryByText('Settings saved successfully')).not.toBeInTheDocument();
  });
});

describe('unsaved changes', () => {
  it('lets the merchant leave at once when nothing changed', async () => {
    server.use(...gqlData({ getBrandingSettings: defaultBranding }));
    const user = show();
    await screen.findByRole('textbox', { name: 'Button background' });
    // Nothing changed: no question.
    await user.click(screen.getByRole('link', { name: 'Plans' }));
    expect(await screen.findByRole('heading', { name: 'Navigated to /plans' })).toBeVisible();
  });

  it('keeps the changes on Keep editing and leaves on Leave', async () => {
    server.use(...gqlData({ getBrandingSettings: defaultBranding }));
    const user = show();
    await screen.findByRole('textbox', { name: 'Button background' });
    await setHex(user, 'Text colour', '#222222');
    await user.click(screen.getByRole('link', { name: 'Plans' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(hexField('Text colour')).toHaveValue('#222222');

    await user.click(screen.getByRole('link', { name: 'Plans' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }),
    );
    expect(await screen.findByRole('heading', { name: 'Navigated to /plans' })).toBeVisible();
  });
});

describe('Reset to Defaults', () => {
  it('asks first, then deletes the saved branding and shows the defaults', async () => {
    server.use(
      ...gqlData({
        getBrandingSettings: customBranding,
        deleteBrandingSettings: defaultBranding,
      }),
    );
    const user = show();
    await screen.findByRole('textbox', { name: 'Button background' });
    await user.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset to Defaults' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent('deleteBrandingSettings')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reset to Defaults' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset' }),
    );
    await waitFor(() => expect(hexField('Button background')).toHaveValue('#0393FB'));
    expect(sent('deleteBrandingSettings')).toEqual([{}]);
    expect(screen.getByText('Branding reset to the defaults.')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Hide Vendy branding' })).not.toBeChecked();
    expect(screen.getByTestId('powered-by')).toHaveTextContent('Powered by Vendy');
    expect(screen.queryByText('You have unsaved changes.')).not.toBeInTheDocument();
  });
});

describe('the colour pickers from the keyboard', () => {
  it('opens the picker from its button and moves hue, saturation and brightness by arrow keys', async () => {
    server.use(
      ...gqlData({ getBrandingSettings: defaultBranding, upsertBrandingSettings: echoSaved }),
    );
    const user = show();
    const swatch = await screen.findByRole('button', { name: 'Choose banner highlight' });
    swatch.focus();
    await user.keyboard('{Enter}');
    const picker = await screen.findByRole('dialog', { name: 'Banner highlight' });
    const hue = within(picker).getByRole('slider', { name: 'Hue' });
    hue.focus();
    await user.keyboard('{ArrowRight}'.repeat(10));
    const afterHue = (hexField('Banner highlight') as HTMLInputElement).value;
    expect(afterHue).not.toBe('#0393FB');
    const [saturation] = within(picker).getAllByRole('slider', {
      name: /Saturation and brightness/,
    });
    saturation!.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(hexField('Banner highlight')).not.toHaveValue(afterHue);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(swatch).toHaveFocus());

    await user.click(save());
    await screen.findByText('Settings saved successfully');
    const { settings } = sent('upsertBrandingSettings')[0] as { settings: Record<string, string> };
    expect(settings.bannerHighlightColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(settings.bannerHighlightColor).toBe(
      (hexField('Banner highlight') as HTMLInputElement).value.toLowerCase(),
    );
  });
});

describe('contrast warnings', () => {
  it('flags button text and card text below WCAG AA, and clears when it is readable', async () => {
    server.use(...gqlData({ getBrandingSettings: customBranding }));
    const user = show();
    await screen.findByRole('textbox', { name: 'Button background' });
    expect(screen.queryByText(/has a contrast of/)).not.toBeInTheDocument();
    await setHex(user, 'Button background', '#ffd166');
    expect(
      screen.getByText(/^Button text on the button background has a contrast of 1\.\d\d:1/),
    ).toBeVisible();
    await setHex(user, 'Text colour', '#c0c0c0');
    expect(
      screen.getByText(/^Text on the product card background has a contrast of/),
    ).toBeVisible();
    await setHex(user, 'Button text colour', '#000000');
    expect(screen.queryByText(/^Button text on the button background/)).not.toBeInTheDocument();
  });
});
