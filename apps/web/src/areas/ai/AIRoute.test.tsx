// The /ai route module against an in-memory AI server (msw): the plan gate, the three tabs and
// their empty states, jobs checked with the providers on load, keys shown only by their end, the
// scene form's defaults, one script per 'Generate Script', and the loop from a script to a video
// and from a finished video to the layout wizard.
import '../../../../../packages/ui-kit/src/Menu/happyDomFocus';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freeMerchant } from '../../mocks/account';
import {
  aiHandlers,
  aiServerState,
  completeJob,
  scriptedJob,
  firstScript,
  processingJob,
  THUMBNAIL_UPLOAD_URL,
  type AIServerState,
} from '../../mocks/ai';
import { signedInMerchant } from '../../mocks/fixtures';
import { gqlError } from '../../mocks/graphql';
import { renderAt } from '../../mocks/decorators';
import { HydrateSession, type CurrentUser } from '../../session';
import { setupGraphqlServer } from '../../session/testing/server';
import { request } from '../../lib/api';
import { createAIServer } from './aiActions';
import { AIRoute, KEY_DELETED, KEY_SAVED, SCRIPT_GENERATED } from './AIRoute';
import { NO_ACCOUNTS } from './AccountsTab';
import { VIDEO_CREATED } from './GenerateVideoDialog';
import { NO_TEXT_ACCOUNTS } from './GenerateScriptDialog';
import { NO_SCRIPTS } from './ScriptsTab';
import { NO_VIDEOS } from './VideosTab';
import type { AITab } from './AIPage';

const { server, calls } = setupGraphqlServer();
const sent = (name: string) =>
  calls.filter((c) => c.operationName === name).map((c) => c.variables);

/** The storage's answer to the thumbnail's PUT (the browser's fetch, which msw does not record). */
const uploads: { url: string; type: string | null }[] = [];
const storage: typeof fetch = async (input, init) => {
  uploads.push({
    url: String(input),
    type: new Headers(init?.headers).get('content-type'),
  });
  return new Response(null, { status: 200 });
};

function show(
  state: AIServerState = aiServerState(),
  {
    user = signedInMerchant,
    tab,
    failing = [],
  }: { user?: CurrentUser; tab?: AITab; failing?: string[] } = {},
) {
  uploads.length = 0;
  // Failing operations answer before the in-memory server (msw uses the first handler that answers).
  server.use(...aiHandlers(state));
  server.use(...failing.map((name) => gqlError(name)));
  render(
    renderAt(
      <HydrateSession currentUser={user}>
        <AIRoute defaultTab={tab} server={createAIServer(request, storage)} />
      </HydrateSession>,
      { path: '/ai', otherPaths: ['/plans', '/layouts'] },
    ),
  );
  return userEvent.setup();
}

const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('the plan gate', () => {
  it('shows the upgrade card on the Free plan and asks the server nothing', async () => {
    show(aiServerState(), { user: freeMerchant });
    expect(await screen.findByRole('heading', { name: 'Upgrade Your Plan' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'AI Generation', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/plans');
    expect(calls.filter((c) => c.operationName !== 'getCurrentUser')).toEqual([]);
  });
});

describe('Videos', () => {
  it('asks the providers about PROCESSING jobs on load and shows what they answer', async () => {
    const state = aiServerState({ finishOnCheck: true, jobs: [processingJob] });
    show(state);
    const row = await screen.findByRole('row', { name: new RegExp(processingJob.title) });
    await waitFor(() => expect(within(row).getByText('Complete')).toBeVisible());
    expect(sent('checkAndUpdateGenerativeVideoJobs')).toHaveLength(1);
  });

  it('does not ask the providers when no job is processing', async () => {
    show(aiServerState({ jobs: [completeJob] }));
    expect(await screen.findByRole('row', { name: new RegExp(completeJob.title) })).toBeVisible();
    expect(sent('getGenerativeVideoJobs')).toHaveLength(1);
    expect(sent('checkAndUpdateGenerativeVideoJobs')).toEqual([]);
  });

  it("shows 'You have no generated videos.' without jobs", async () => {
    show(aiServerState({ jobs: [] }));
    expect(await screen.findByRole('heading', { name: NO_VIDEOS })).toBeVisible();
  });

  it('shows the spec message when the jobs cannot be loaded', async () => {
    show(aiServerState(), { failing: ['getGenerativeVideoJobs'] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to get generative video jobs.',
    );
  });

  it("leads a finished video's 'Make it shoppable' to the layout wizard with the video", async () => {
    show(aiServerState({ jobs: [completeJob, processingJob] }));
    const link = await screen.findByRole('link', {
      name: `Make it shoppable: ${completeJob.title}`,
    });
    expect(link).toHaveAttribute(
      'href',
      `/layouts?layout=new&video=${completeJob.generatedVideoId}`,
    );
    // Only a finished video can be made shoppable.
    expect(screen.getAllByRole('link', { name: /^Make it shoppable/ })).toHaveLength(1);
  });

  it("leads a scripted video's 'Make it shoppable' to the wizard with its product and moment", async () => {
    show(aiServerState({ jobs: [scriptedJob] }));
    const link = await screen.findByRole('link', {
      name: `Make it shoppable: ${scriptedJob.title}`,
    });
    expect(link).toHaveAttribute(
      'href',
      `/layouts?layout=new&video=${scriptedJob.generatedVideoId}&product=${scriptedJob.productId}&at=4.5`,
    );
  });

  it('generates a video with the scene defaults: Alex, open_office, center, scale 1', async () => {
    const state = aiServerState({ jobs: [] });
    const user = show(state);
    await user.click(await screen.findByRole('button', { name: 'Generate a Video' }));
    const flow = await dialog('Generate a Video');
    expect(within(flow).getByRole('radio', { name: 'Synthesia' })).toBeChecked();
    await user.click(within(flow).getByRole('button', { name: 'Next' }));
    expect(within(flow).getByRole('heading', { name: 'Generate Video' })).toHaveFocus();

    expect(within(flow).getByRole('button', { name: /Avatar/ })).toHaveTextContent('Alex');
    expect(within(flow).getByRole('button', { name: /Background/ })).toHaveTextContent(
      'Open office',
    );
    expect(within(flow).getByRole('radio', { name: 'Center' })).toBeChecked();
    expect(within(flow).getByRole('textbox', { name: 'Scale' })).toHaveValue('1');

    // Nothing filled in: the spec's messages, and nothing is sent.
    await user.click(within(flow).getByRole('button', { name: 'Generate Video' }));
    expect(await within(flow).findByText('This field is required.')).toBeVisible();
    expect(within(flow).getAllByText('This field is required').length).toBeGreaterThanOrEqual(2);
    expect(sent('createSynthesiaVideo')).toEqual([]);

    await user.type(within(flow).getByRole('textbox', { name: 'Title' }), 'Spring launch');
    await user.type(within(flow).getByRole('textbox', { name: 'Script' }), 'Hello there.');
    const [input] = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await user.upload(input!, new File(['png'], 'cover.png', { type: 'image/png' }));
    await user.click(within(flow).getByRole('button', { name: 'Generate Video' }));

    expect(await within(flow).findByText(VIDEO_CREATED)).toBeVisible();
    expect(state.videosAsked).toHaveLength(1);
    expect(state.videosAsked[0]!.videoInput).toEqual({
      title: 'Spring launch',
      input: [
        {
          scriptText: 'Hello there.',
          avatar: 'Alex',
          background: 'open_office',
          avatarSettings: { style: 'rectangular', horizontalAlign: 'center', scale: 1 },
        },
      ],
    });
    expect(uploads).toEqual([{ url: THUMBNAIL_UPLOAD_URL, type: 'image/png' }]);
    expect(state.videosAsked[0]!.thumbnailUrl).toMatch(/^thumbnails\/Spring-launch_thumbnail_/);
    await user.click(within(flow).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('row', { name: /Spring launch/ })).toHaveTextContent(
      'Processing',
    );
  });

  it('refuses a scale that is not positive', async () => {
    const user = show(aiServerState({ jobs: [] }));
    await user.click(await screen.findByRole('button', { name: 'Generate a Video' }));
    const flow = await dialog('Generate a Video');
    await user.click(within(flow).getByRole('button', { name: 'Next' }));
    const scale = within(flow).getByRole('textbox', { name: 'Scale' });
    await user.clear(scale);
    await user.type(scale, '0');
    await user.tab();
    expect(await within(flow).findByText('Must be positive.')).toBeVisible();
  });

  it("says 'No accounts connected' when no video platform is connected", async () => {
    const user = show(aiServerState({ accounts: [], jobs: [] }));
    await user.click(await screen.findByRole('button', { name: 'Generate a Video' }));
    const flow = await dialog('Generate a Video');
    expect(within(flow).getByRole('heading', { name: NO_ACCOUNTS })).toBeVisible();
    await user.click(within(flow).getByRole('button', { name: 'Connect an Account' }));
    expect(await screen.findByRole('tab', { name: 'Accounts', selected: true })).toBeVisible();
  });
});

describe('Scripts', () => {
  it('lists the scripts with their content behind a toggle', async () => {
    const user = show(aiServerState(), { tab: 'scripts' });
    const toggle = await screen.findByRole('button', {
      name: `Script for ${firstScript.product!.title}`,
    });
    expect(screen.queryByText(firstScript.content)).toBeNull();
    await user.click(toggle);
    expect(await screen.findByText(firstScript.content)).toBeVisible();
  });

  it("shows 'You have not generated any product scripts.' without scripts", async () => {
    show(aiServerState({ scripts: [] }), { tab: 'scripts' });
    expect(await screen.findByRole('heading', { name: NO_SCRIPTS })).toBeVisible();
  });

  it('generates one script for the chosen product, then disables the button', async () => {
    const state = aiServerState({ scripts: [] });
    const user = show(state, { tab: 'scripts' });
    await user.click(await screen.findByRole('button', { name: 'Generate a Script' }));
    const flow = await dialog('Generate a Script');
    expect(within(flow).getByRole('radio', { name: 'OpenAI' })).toBeChecked();
    await user.click(within(flow).getByRole('button', { name: 'Next' }));
    const next = within(flow).getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    const product = state.products[1]!;
    await user.click(await within(flow).findByRole('button', { name: /Product/ }));
    await user.click(await screen.findByRole('option', { name: product.title }));
    await user.click(next);
    const generate = within(flow).getByRole('button', { name: 'Generate Script' });
    await user.click(generate);
    expect(await screen.findByText(SCRIPT_GENERATED)).toBeVisible();
    expect(sent('generateProductScript')).toEqual([{ productId: product.id }]);
    expect(
      await within(flow).findByText(new RegExp(`The ${product.title} is made for you`)),
    ).toBeVisible();
    expect(within(flow).getByRole('button', { name: 'Generate Script' })).toBeDisabled();
    await user.click(within(flow).getByRole('button', { name: 'Generate Script' }));
    expect(sent('generateProductScript')).toHaveLength(1);
  });

  it("shows 'Unable to generate script.' when the platform fails", async () => {
    const user = show(aiServerState(), { tab: 'scripts', failing: ['generateProductScript'] });
    await user.click(await screen.findByRole('button', { name: 'Generate a Script' }));
    const flow = await dialog('Generate a Script');
    await user.click(within(flow).getByRole('button', { name: 'Next' }));
    await user.click(await within(flow).findByRole('button', { name: /Product/ }));
    await user.click((await screen.findAllByRole('option'))[0]!);
    await user.click(within(flow).getByRole('button', { name: 'Next' }));
    await user.click(within(flow).getByRole('button', { name: 'Generate Script' }));
    expect(await within(flow).findByRole('alert')).toHaveTextContent('Unable to generate script.');
    expect(within(flow).getByRole('button', { name: 'Generate Script' })).toBeEnabled();
  });

  it("says 'No text generation accounts connected.' without an OpenAI account", async () => {
    const state = aiServerState();
    state.accounts = state.accounts.filter((a) => a.type !== 'OPENAI');
    const user = show(state, { tab: 'scripts' });
    await user.click(await screen.findByRole('button', { name: 'Generate a Script' }));
    const flow = await dialog('Generate a Script');
    expect(within(flow).getByRole('heading', { name: NO_TEXT_ACCOUNTS })).toBeVisible();
  });

  it("'Make a video' opens the scene form with the script in it and sends the script", async () => {
    const state = aiServerState();
    const user = show(state, { tab: 'scripts' });
    await user.click(
      await screen.findByRole('button', { name: `Script for ${firstScript.product!.title}` }),
    );
    await user.click(await screen.findByRole('button', { name: 'Make a video' }));
    const flow = await dialog('Generate a Video');
    expect(within(flow).getByRole('textbox', { name: 'Script' })).toHaveValue(firstScript.content);
    expect(within(flow).getByRole('textbox', { name: 'Title' })).toHaveValue(
      firstScript.product!.title,
    );
    expect(screen.getByRole('tab', { name: 'Videos', selected: true })).toBeVisible();

    // The job is tied to the script: the server keeps its product and when it is named.
    const [input] = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await user.upload(input!, new File(['png'], 'cover.png', { type: 'image/png' }));
    await user.click(within(flow).getByRole('button', { name: 'Generate Video' }));
    expect(await within(flow).findByText(VIDEO_CREATED)).toBeVisible();
    expect(state.videosAsked.map((asked) => asked.generatedTextId)).toEqual([firstScript.id]);
  });
});

describe('Accounts', () => {
  it('connects a platform and shows only the last four characters of its key', async () => {
    const state = aiServerState({ accounts: [], keyEnds: {} });
    const user = show(state, { tab: 'accounts' });
    expect(await screen.findByRole('heading', { name: NO_ACCOUNTS })).toBeVisible();
    const key = 'sk-live-SECRET-0123456789-wxyz';
    await user.type(screen.getByLabelText(/^OpenAI API Key/), key);
    await user.click(screen.getByRole('button', { name: 'Connect OpenAI' }));
    expect(await screen.findByText(KEY_SAVED)).toBeVisible();
    expect(sent('upsertGenerativeAIKey')).toEqual([{ type: 'OPENAI', key }]);
    const connections = screen.getByRole('list', { name: 'Connections' });
    expect(within(connections).getByText('API key ending in wxyz')).toBeVisible();
    expect(document.body.textContent).not.toContain('SECRET');
    expect(screen.getByLabelText(/^OpenAI API Key/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Replace OpenAI Key' })).toBeVisible();
  });

  it('asks for a key before sending anything', async () => {
    const user = show(aiServerState(), { tab: 'accounts' });
    await user.click(await screen.findByRole('button', { name: 'Replace Synthesia Key' }));
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(sent('upsertGenerativeAIKey')).toEqual([]);
  });

  it("shows 'Unable to save API key.' when the server refuses", async () => {
    const user = show(aiServerState(), { tab: 'accounts', failing: ['upsertGenerativeAIKey'] });
    await user.type(await screen.findByLabelText(/^Synthesia API Key/), 'abcd1234');
    await user.click(screen.getByRole('button', { name: 'Replace Synthesia Key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to save API key.');
  });

  it('disconnects a platform after confirmation', async () => {
    const user = show(aiServerState(), { tab: 'accounts' });
    await user.click(await screen.findByRole('button', { name: 'Disconnect Synthesia' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Disconnect Account' });
    await user.click(within(confirm).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText(KEY_DELETED)).toBeVisible();
    expect(sent('deleteGenerativeAIKey')).toEqual([{ type: 'SYNTHESIA' }]);
    expect(screen.queryByRole('button', { name: 'Disconnect Synthesia' })).toBeNull();
  });

  it("shows 'Unable to get accounts.' when they cannot be loaded", async () => {
    show(aiServerState(), { tab: 'accounts', failing: ['getGenerativeAIAccounts'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to get accounts.');
  });
});
