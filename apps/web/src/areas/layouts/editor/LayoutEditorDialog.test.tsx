// The Customize dialog against msw: what it loads, and that Save sends the model's plan in order
// with the spec's messages.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../mocks/decorators';
import { gqlData, gqlError } from '../../../mocks/graphql';
import { setupGraphqlServer } from '../../../session/testing/server';
import { editedVideo, editorAnswers, experiment } from './fixtures';
import type { LayoutType } from '@vendy/client/generated';
import { LayoutEditorDialog, previewAspectRatio } from './LayoutEditorDialog';

const CHOOSE_PLACEMENT = 'Choose a product placement';

vi.setConfig({ testTimeout: 30_000 });

const { server, calls } = setupGraphqlServer();
const sent = (name: string) =>
  calls.filter((c) => c.operationName === name).map((c) => c.variables);

afterEach(() => vi.restoreAllMocks());

function show(layoutType?: LayoutType) {
  const onClose = vi.fn();
  render(
    renderAt(
      <LayoutEditorDialog
        virtualVideoId="vv-jacket"
        title="Rain jacket close-up"
        onClose={onClose}
        layoutType={layoutType}
      />,
      { path: '/layouts' },
    ),
  );
  return { user: userEvent.setup(), onClose };
}

async function changeShares(user: ReturnType<typeof userEvent.setup>, a: string, b: string) {
  // Two competing placements: the editor first asks which one to show on the tracks.
  const choice = await screen.findByRole('dialog', { name: CHOOSE_PLACEMENT });
  await user.click(within(choice).getByRole('button', { name: /^Placement 1/ }));
  const first = within(await screen.findByRole('group', { name: 'Placement 1' })).getByRole(
    'textbox',
    { name: 'Percentage' },
  );
  const second = within(screen.getByRole('group', { name: 'Placement 2' })).getByRole('textbox', {
    name: 'Percentage',
  });
  await user.clear(first);
  await user.type(first, a);
  await user.clear(second);
  await user.type(second, b);
}

describe('LayoutEditorDialog', () => {
  it('loads the video, its placements and the library, then saves in the plan’s order', async () => {
    server.use(
      ...gqlData({
        ...editorAnswers,
        upsertVirtualVideo: editedVideo,
        upsertExperiment: experiment,
      }),
    );
    const { user } = show();
    const dialog = await screen.findByRole('dialog', { name: 'Customize Rain jacket close-up' });
    expect(
      await within(dialog).findByRole('heading', { name: 'Rain jacket close-up' }),
    ).toBeInTheDocument();
    expect(sent('getExperimentForVirtualVideo')).toEqual([{ id: 'vv-jacket' }]);
    for (const name of [
      'getVirtualVideos',
      'getStrategies',
      'getProducts',
      'getProductCollections',
      'getAffiliateLinks',
      'getAudios',
      'getVideos',
      'getImageCollections',
    ]) {
      expect(sent(name)).toHaveLength(1);
    }

    await changeShares(user, '70', '30');
    calls.length = 0;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Placement saved successfully.')).toBeInTheDocument();
    expect(calls.map((c) => c.operationName)).toEqual(['upsertVirtualVideo', 'upsertExperiment']);
    expect(sent('upsertVirtualVideo')[0]).toMatchObject({
      id: 'vv-jacket',
      segments: [{ id: 'segment-1', rank: 0, videoId: 'video-ready' }],
    });
    expect(sent('upsertExperiment')[0]).toMatchObject({
      id: 'experiment-1',
      virtualVideoId: 'vv-jacket',
      items: [
        { strategyId: 'strategy-a', rangePercentage: 70 },
        { strategyId: 'strategy-b', rangePercentage: 30 },
      ],
    });
  });

  it('previews the video with the player, nothing loaded before play', async () => {
    server.use(...gqlData(editorAnswers));
    show();
    const preview = await screen.findByRole('region', { name: 'Preview' });
    const player = await within(preview).findByRole('group', {
      name: 'Preview of Rain jacket close-up',
    });
    expect(within(player).getByRole('button', { name: /^Play/ })).toBeInTheDocument();
    expect(player.querySelector('video, iframe')).toBeNull();
  });

  it('gives the preview the layout’s shape: 9:16 for the portrait family, else 16:9', async () => {
    const portrait: LayoutType[] = ['PORTRAIT', 'PORTRAIT_CAROUSEL', 'PORTRAIT_COVERFLOW'];
    const landscape: LayoutType[] = ['LANDSCAPE', 'LANDSCAPE_CAROUSEL', 'GRID'];
    for (const type of portrait) expect(previewAspectRatio(type)).toBe(9 / 16);
    for (const type of landscape) expect(previewAspectRatio(type)).toBe(16 / 9);
    server.use(...gqlData(editorAnswers));
    show('PORTRAIT');
    const preview = await screen.findByRole('region', { name: 'Preview' });
    const player = await within(preview).findByRole('group', {
      name: 'Preview of Rain jacket close-up',
    });
    const frame = within(preview).getByTestId('preview-frame');
    expect(frame.style.aspectRatio).toMatch(/^0\.5625( \/ 1)?$/);
    expect(frame.contains(player)).toBe(true);
  });

  it("asks 'Discard unsaved changes?' before closing with changes", async () => {
    server.use(...gqlData(editorAnswers));
    const { user, onClose } = show();
    const dialog = await screen.findByRole('dialog', { name: 'Customize Rain jacket close-up' });
    await changeShares(user, '70', '30');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("refuses shares that do not add up to 100 with 'Percentages must add up to 100.'", async () => {
    server.use(...gqlData(editorAnswers));
    const { user } = show();
    await changeShares(user, '70', '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Percentages must add up to 100.')).length).toBeGreaterThan(
      0,
    );
    expect(sent('upsertVirtualVideo')).toEqual([]);
  });

  it("shows 'Error saving placement data.' when the experiment cannot be saved", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      ...gqlData({ ...editorAnswers, upsertVirtualVideo: editedVideo }),
      gqlError('upsertExperiment'),
    );
    const { user } = show();
    await changeShares(user, '60', '40');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error saving placement data.')).toBeInTheDocument();
  });

  it("says 'Could not fetch existing product placement.' when the placements cannot load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(gqlError('getExperimentForVirtualVideo'), ...gqlData(editorAnswers));
    const { user, onClose } = show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not fetch existing product placement.',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
