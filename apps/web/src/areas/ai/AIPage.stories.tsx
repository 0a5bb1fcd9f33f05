import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { toasts } from '@vendy/ui-kit';
import { freeMerchant } from '../../mocks/account';
import {
  aiHandlers,
  aiJobs,
  aiScripts,
  aiServerState,
  firstScript,
  openAIAccount,
  processingJob,
  scriptProducts,
  synthesiaAccount,
  type AIServerState,
} from '../../mocks/ai';
import { signedInMerchant } from '../../mocks/fixtures';
import { renderAt } from '../../mocks/decorators';
import { gqlError } from '../../mocks/graphql';
import { HydrateSession, type CurrentUser } from '../../session';
import { routes } from '../../routes';
import { AIPage, type AIActions, type AITab } from './AIPage';
import type { AIAccount } from './aiActions';
import { AIRoute, KEY_SAVED } from './AIRoute';
import { NO_ACCOUNTS } from './AccountsTab';
import { NO_TEXT_ACCOUNTS } from './GenerateScriptDialog';
import { NO_VIDEO_ACCOUNTS, VIDEO_CREATED } from './GenerateVideoDialog';
import { NO_SCRIPTS } from './ScriptsTab';
import { NO_VIDEOS } from './VideosTab';

const withHint = (account: AIAccount, lastFour: string) => ({
  ...account,
  keyLastFour: lastFour,
});

const actions = (overrides: Partial<AIActions> = {}): AIActions => ({
  saveKey: fn(async () => {}),
  deleteKey: fn(async () => {}),
  generateScript: fn(async () => firstScript),
  createVideo: fn(async () => processingJob),
  loadProducts: fn(async () => scriptProducts),
  ...overrides,
});

const meta = {
  title: 'Pages/AI Generation',
  component: AIPage,
  parameters: { layout: 'fullscreen' },
  // Toasts live in one app-wide queue: none may follow a story into the next one's screenshot.
  beforeEach: () => toasts.clear(),
  args: {
    accounts: {
      status: 'ready',
      data: [withHint(synthesiaAccount, 'x9Qa'), withHint(openAIAccount, 'k3Lm')],
    },
    scripts: { status: 'ready', data: aiScripts },
    jobs: { status: 'ready', data: aiJobs },
    actions: actions(),
  },
  render: (args) => renderAt(<AIPage {...args} />, { path: routes.ai() }),
} satisfies Meta<typeof AIPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const tab = (defaultTab: AITab) => ({ defaultTab });

// Videos

/** The jobs: one processing, one complete (with 'Make it shoppable'), one failed. */
export const Videos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Videos', selected: true })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^Make it shoppable/ })).toHaveLength(1);
  },
};

export const VideosLoading: Story = { args: { jobs: { status: 'loading' } } };

export const VideosEmpty: Story = {
  args: { jobs: { status: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: NO_VIDEOS })).toBeVisible();
  },
};

export const VideosLoadFailed: Story = {
  args: { jobs: { status: 'error', message: 'Unable to get generative video jobs.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Unable to get generative video jobs.',
    );
  },
};

/** 'Generate a Video', step 1: the connected video platform, chosen already. */
export const GenerateVideoService: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Generate a Video' }));
    const flow = within(await screen.findByRole('dialog', { name: 'Generate a Video' }));
    await expect(flow.getByRole('radio', { name: 'Synthesia' })).toBeChecked();
  },
};

/** Step 2: the scene form at its defaults (Alex, Open office, Center, scale 1). */
export const GenerateVideoForm: Story = {
  play: async (context) => {
    await GenerateVideoService.play!(context);
    const flow = within(await screen.findByRole('dialog', { name: 'Generate a Video' }));
    await userEvent.click(flow.getByRole('button', { name: 'Next' }));
    await expect(flow.getByRole('heading', { name: 'Generate Video' })).toHaveFocus();
    await expect(flow.getByRole('button', { name: /Avatar/ })).toHaveTextContent('Alex');
    await expect(flow.getByRole('button', { name: /Background/ })).toHaveTextContent('Open office');
    await expect(flow.getByRole('radio', { name: 'Center' })).toBeChecked();
    await expect(flow.getByRole('textbox', { name: 'Scale' })).toHaveValue('1');
  },
};

/** Sent empty: the spec's messages on the title, the script and the thumbnail. */
export const GenerateVideoInvalid: Story = {
  play: async (context) => {
    await GenerateVideoForm.play!(context);
    const flow = within(await screen.findByRole('dialog', { name: 'Generate a Video' }));
    await userEvent.click(flow.getByRole('button', { name: 'Generate Video' }));
    await expect(await flow.findByText('This field is required.')).toBeVisible();
    await expect(flow.getByRole('textbox', { name: 'Title' })).toHaveFocus();
  },
};

/** Step 3: the spec's success message. */
export const GenerateVideoSuccess: Story = {
  play: async (context) => {
    await GenerateVideoForm.play!(context);
    const flow = within(await screen.findByRole('dialog', { name: 'Generate a Video' }));
    await userEvent.type(flow.getByRole('textbox', { name: 'Title' }), 'Spring launch');
    await userEvent.type(flow.getByRole('textbox', { name: 'Script' }), 'Hello there.');
    const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]');
    await userEvent.upload(input!, new File(['png'], 'cover.png', { type: 'image/png' }));
    await userEvent.click(flow.getByRole('button', { name: 'Generate Video' }));
    await expect(await flow.findByText(VIDEO_CREATED)).toBeVisible();
    await expect(flow.getByRole('heading', { name: 'Success' })).toHaveFocus();
  },
};

/** No video platform connected: 'No accounts connected', and the way to the Accounts tab. */
export const GenerateVideoNoAccount: Story = {
  args: { accounts: { status: 'ready', data: [openAIAccount] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Generate a Video' }));
    const flow = within(await screen.findByRole('dialog', { name: 'Generate a Video' }));
    await expect(flow.getByRole('heading', { name: NO_VIDEO_ACCOUNTS })).toBeVisible();
  },
};

// Scripts

/** The scripts, the first opened to show its content and 'Make a video'. */
export const Scripts: Story = {
  args: tab('scripts'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: `Script for ${firstScript.product!.title}` }),
    );
    await expect(await canvas.findByText(firstScript.content)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Make a video' })).toBeVisible();
  },
};

export const ScriptsLoading: Story = {
  args: { ...tab('scripts'), scripts: { status: 'loading' } },
};

export const ScriptsEmpty: Story = {
  args: { ...tab('scripts'), scripts: { status: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: NO_SCRIPTS })).toBeVisible();
  },
};

export const ScriptsLoadFailed: Story = {
  args: { ...tab('scripts'), scripts: { status: 'error', message: 'Unable to get data.' } },
};

/** 'Generate a Script', step 2: the product list. */
export const GenerateScriptProduct: Story = {
  args: tab('scripts'),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Generate a Script' }));
    const flow = within(await screen.findByRole('dialog', { name: 'Generate a Script' }));
    await expect(flow.getByRole('radio', { name: 'OpenAI' })).toBeChecked();
    await userEvent.click(flow.getByRole('button', { name: 'Next' }));
    await expect(flow.getByRole('heading', { name: 'Select a Product' })).toHaveFocus();
    await expect(await flow.findByRole('button', { name: /Product/ })).toBeVisible();
    await expect(flow.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Step 3 after 'Generate Script': the script, and the button disabled. */
export const GenerateScriptDone: Story = {
  args: tab('scripts'),
  play: async (context) => {
    await GenerateScriptProduct.play!(context);
    const flow = within(await screen.findByRole('dialog', { name: 'Generate a Script' }));
    await userEvent.click(flow.getByRole('button', { name: /Product/ }));
    await userEvent.click(await screen.findByRole('option', { name: scriptProducts[0]!.title }));
    await userEvent.click(flow.getByRole('button', { name: 'Next' }));
    await userEvent.click(flow.getByRole('button', { name: 'Generate Script' }));
    await expect(await flow.findByText(firstScript.content)).toBeVisible();
    await expect(flow.getByRole('button', { name: 'Generate Script' })).toBeDisabled();
  },
};

/** The platform failed: 'Unable to generate script.', and the button can be pressed again. */
export const GenerateScriptFailed: Story = {
  args: {
    ...tab('scripts'),
    actions: actions({
      generateScript: fn(async () => Promise.reject(new Error('Unable to generate script.'))),
    }),
  },
  play: async (context) => {
    await GenerateScriptProduct.play!(context);
    const flow = within(await screen.findByRole('dialog', { name: 'Generate a Script' }));
    await userEvent.click(flow.getByRole('button', { name: /Product/ }));
    await userEvent.click(await screen.findByRole('option', { name: scriptProducts[0]!.title }));
    await userEvent.click(flow.getByRole('button', { name: 'Next' }));
    await userEvent.click(flow.getByRole('button', { name: 'Generate Script' }));
    await expect(await flow.findByRole('alert')).toHaveTextContent('Unable to generate script.');
    await expect(flow.getByRole('button', { name: 'Generate Script' })).toBeEnabled();
  },
};

/** No text platform connected: 'No text generation accounts connected.' */
export const GenerateScriptNoAccount: Story = {
  args: { ...tab('scripts'), accounts: { status: 'ready', data: [synthesiaAccount] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Generate a Script' }));
    const flow = within(await screen.findByRole('dialog', { name: 'Generate a Script' }));
    await expect(flow.getByRole('heading', { name: NO_TEXT_ACCOUNTS })).toBeVisible();
  },
};

/** 'Make a video' from a script: the scene form, with the script in it. */
export const MakeVideoFromScript: Story = {
  args: tab('scripts'),
  play: async (context) => {
    await Scripts.play!(context);
    await userEvent.click(
      within(context.canvasElement).getByRole('button', { name: 'Make a video' }),
    );
    const flow = within(await screen.findByRole('dialog', { name: 'Generate a Video' }));
    await expect(flow.getByRole('textbox', { name: 'Script' })).toHaveValue(firstScript.content);
  },
};

// Accounts

/** Both platforms connected: each key shown only by its last four characters. */
export const Accounts: Story = {
  args: tab('accounts'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('API key ending in x9Qa')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Replace OpenAI Key' })).toBeVisible();
  },
};

export const AccountsLoading: Story = {
  args: { ...tab('accounts'), accounts: { status: 'loading' } },
};

export const AccountsEmpty: Story = {
  args: { ...tab('accounts'), accounts: { status: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: NO_ACCOUNTS })).toBeVisible();
  },
};

export const AccountsLoadFailed: Story = {
  args: { ...tab('accounts'), accounts: { status: 'error', message: 'Unable to get accounts.' } },
};

/** The key form sent empty, then refused by the server. */
export const AccountKeyInvalid: Story = {
  args: {
    ...tab('accounts'),
    actions: actions({
      saveKey: fn(async () => Promise.reject(new Error('Unable to save API key.'))),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Replace Synthesia Key' }));
    await expect(await canvas.findByText('This field is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^OpenAI API Key/), 'sk-abcd');
    await userEvent.click(canvas.getByRole('button', { name: 'Replace OpenAI Key' }));
    await expect(await canvas.findByText('Unable to save API key.')).toBeVisible();
  },
};

/** 'Disconnect' asks first. */
export const DisconnectAccount: Story = {
  args: tab('accounts'),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Disconnect Synthesia' }),
    );
    await expect(
      await screen.findByRole('alertdialog', { name: 'Disconnect Account' }),
    ).toBeVisible();
  },
};

// The route module against the in-memory AI server.

const route = (user: CurrentUser, defaultTab?: AITab) => () =>
  renderAt(
    <HydrateSession currentUser={user}>
      <AIRoute defaultTab={defaultTab} />
    </HydrateSession>,
    { path: routes.ai(), otherPaths: [routes.plans(), routes.layouts()] },
  );
const handlers = (initial: Partial<AIServerState> = {}) => ({
  msw: { handlers: aiHandlers(aiServerState(initial)) },
});

/** The page on the Free plan: the upgrade path, as in the other paid areas. */
export const RouteUpgrade: Story = {
  render: route(freeMerchant),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Upgrade Now' }),
    ).toHaveAttribute('href', '/plans');
  },
};

/** A processing job is checked with the provider on load and shows as finished. */
export const RouteJobChecked: Story = {
  parameters: handlers({ jobs: [processingJob], finishOnCheck: true }),
  render: route(signedInMerchant),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvas.getByRole('link', { name: /^Make it shoppable/ })).toBeVisible(),
      { timeout: 20_000 },
    );
  },
};

/** A key saved: the toast, and the connection shown by the key's end. */
export const RouteKeySaved: Story = {
  parameters: handlers({ accounts: [], keyEnds: {} }),
  render: route(signedInMerchant, 'accounts'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: NO_ACCOUNTS })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Synthesia API Key/), 'sk-live-1234-abcd');
    await userEvent.click(canvas.getByRole('button', { name: 'Connect Synthesia' }));
    await expect(await screen.findByText(KEY_SAVED)).toBeVisible();
    await expect(await canvas.findByText('API key ending in abcd')).toBeVisible();
  },
};

/** The accounts could not be loaded: the spec's message. */
export const RouteAccountsFailed: Story = {
  parameters: { msw: { handlers: [gqlError('getGenerativeAIAccounts'), ...aiHandlers()] } },
  render: route(signedInMerchant, 'accounts'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Unable to get accounts.',
    );
  },
};
