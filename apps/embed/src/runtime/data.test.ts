import { describe, expect, it, vi } from 'vitest';
import { GetEmbeddedSliderItemDocument, GetEmbeddedWidgetDocument } from '@vendy/client/generated';
import {
  LOAD_LAYOUT_ERROR,
  ReadError,
  loadExperimentData,
  loadLayout,
  loadSliderItem,
} from './data';
import { LAYOUT_ID, graphqlAnswer, sampleExperimentData, sampleLayout } from './fixtures';

const ORIGIN = 'https://vendy.example.test';

function answering(body: unknown) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status: 200 }));
}

describe('loadLayout', () => {
  it('reads the layout over GET with the exact client document, without cookies', async () => {
    const fetch = answering(graphqlAnswer({ getEmbeddedWidget: sampleLayout() }));
    const widget = await loadLayout(LAYOUT_ID, { preview: false, fetch, origin: ORIGIN });
    expect(widget.id).toBe(LAYOUT_ID);
    const [address, init] = fetch.mock.calls[0]!;
    const url = new URL(String(address));
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/graphql`);
    expect(url.searchParams.get('query')).toBe(GetEmbeddedWidgetDocument.toString());
    expect(JSON.parse(url.searchParams.get('variables')!)).toEqual({ widgetId: LAYOUT_ID });
    expect(init).toMatchObject({ method: 'GET', credentials: 'omit', cache: 'default' });
  });

  it('sends the session and revalidates in preview, where a draft shows', async () => {
    const fetch = answering(
      graphqlAnswer({ getEmbeddedWidget: sampleLayout('LANDSCAPE', { status: 'DRAFT' }) }),
    );
    const widget = await loadLayout(LAYOUT_ID, { preview: true, fetch, origin: ORIGIN });
    expect(widget.status).toBe('DRAFT');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ credentials: 'include', cache: 'no-cache' });
  });

  it('treats a draft outside preview as not found', async () => {
    const fetch = answering(
      graphqlAnswer({ getEmbeddedWidget: sampleLayout('LANDSCAPE', { status: 'DRAFT' }) }),
    );
    await expect(loadLayout(LAYOUT_ID, { preview: false, fetch })).rejects.toMatchObject({
      notFound: true,
      message: 'Widget not found',
    });
  });

  it("reports the server's 'Widget not found' as not found", async () => {
    const fetch = answering(
      graphqlAnswer(null, [{ message: 'Widget not found', code: 'NOT_FOUND' }]),
    );
    const error = await loadLayout(LAYOUT_ID, { preview: false, fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReadError);
    expect(error).toMatchObject({ notFound: true, message: 'Widget not found' });
  });

  it('reports other failures with the server message or the fallback', async () => {
    const failing = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(loadLayout(LAYOUT_ID, { preview: false, fetch: failing })).rejects.toMatchObject({
      notFound: false,
      message: LOAD_LAYOUT_ERROR,
    });
    const refused = answering(graphqlAnswer(null, [{ message: 'Unexpected error.' }]));
    await expect(loadLayout(LAYOUT_ID, { preview: false, fetch: refused })).rejects.toMatchObject({
      notFound: false,
      message: 'Unexpected error.',
    });
  });
});

describe('loadExperimentData', () => {
  it('reads the placement of a shoppable video', async () => {
    const fetch = answering(graphqlAnswer({ getExperimentData: sampleExperimentData() }));
    const data = await loadExperimentData('vv-1', { preview: false, fetch, origin: ORIGIN });
    expect(data?.experiment?.id).toBe('experiment-1');
    const url = new URL(String(fetch.mock.calls[0]![0]));
    expect(JSON.parse(url.searchParams.get('variables')!)).toEqual({ virtualVideoId: 'vv-1' });
  });

  it('gives null when it cannot be loaded, so no stale banners show', async () => {
    const fetch = answering(graphqlAnswer(null, [{ message: 'Unable to get data.' }]));
    expect(await loadExperimentData('vv-1', { preview: false, fetch })).toBeNull();
  });
});

describe('loadSliderItem', () => {
  it("reads a slider page's item as a layout, over GET, without cookies", async () => {
    const fetch = answering(graphqlAnswer({ getEmbeddedSliderItem: sampleLayout('PORTRAIT') }));
    const layout = await loadSliderItem('item-1', { preview: false, fetch, origin: ORIGIN });
    expect(layout.type).toBe('PORTRAIT');
    const [address, init] = fetch.mock.calls[0]!;
    const url = new URL(String(address));
    expect(url.searchParams.get('query')).toBe(GetEmbeddedSliderItemDocument.toString());
    expect(JSON.parse(url.searchParams.get('variables')!)).toEqual({ sliderItemId: 'item-1' });
    expect(init).toMatchObject({ method: 'GET', credentials: 'omit' });
  });

  it("treats the server's 'Widget not found' as not found", async () => {
    const fetch = answering({
      data: null,
      errors: [{ message: 'Widget not found', extensions: { code: 'NOT_FOUND' } }],
    });
    await expect(loadSliderItem('item-1', { preview: false, fetch })).rejects.toMatchObject({
      notFound: true,
    });
  });
});
