// The pure pieces of the AI area: what 'Make it shoppable' hands the layout wizard, what the page
// says about a stored key, and the scene form's starting values.
import { describe, expect, it } from 'vitest';
import { completeJob, failedJob, processingJob, synthesiaAccount } from '../../mocks/ai';
import { routes } from '../../routes';
import { keyHint } from './AccountsTab';
import { shoppableVideo } from './aiActions';
import { initialVideoForm, toSchemaInput } from './synthesiaForm';
import { shoppableHref } from './VideosTab';

describe("'Make it shoppable'", () => {
  it('is offered only for a complete job with its video', () => {
    expect(shoppableVideo(processingJob)).toBeNull();
    expect(shoppableVideo(failedJob)).toBeNull();
    expect(shoppableVideo({ ...completeJob, generatedVideoId: null })).toBeNull();
    expect(shoppableVideo(completeJob)).toEqual({ videoId: completeJob.generatedVideoId });
  });

  it('carries the scripted product and the moment it is named when the job has them', () => {
    const job = { ...completeJob, productId: 'product-7', productMentionSeconds: 4.5 };
    expect(shoppableVideo(job)).toEqual({
      videoId: completeJob.generatedVideoId,
      productId: 'product-7',
      atSeconds: 4.5,
    });
    expect(routes.newLayoutWith({ video: 'v1', product: 'product-7', at: 4.5 })).toBe(
      '/layouts?layout=new&video=v1&product=product-7&at=4.5',
    );
  });

  it('leads to the layout wizard on a new layout with the video', () => {
    expect(shoppableHref(completeJob)).toBe(
      `/layouts?layout=new&video=${completeJob.generatedVideoId}`,
    );
    expect(shoppableHref(processingJob)).toBeNull();
  });
});

describe('the key hint', () => {
  it('shows at most the last four characters', () => {
    expect(keyHint({ ...synthesiaAccount, keyLastFour: 'wxyz' })).toBe('API key ending in wxyz');
    expect(keyHint({ ...synthesiaAccount, keyLastFour: 'sk-full-secret-key' })).toBe(
      'API key ending in -key',
    );
    expect(keyHint({ ...synthesiaAccount, keyLastFour: '' })).toBe('API key saved');
  });
});

describe('the scene form', () => {
  it("starts at the spec's defaults: Alex, open_office, center, scale 1, rectangular", () => {
    expect(toSchemaInput(initialVideoForm()).input).toEqual([
      {
        scriptText: '',
        avatar: 'Alex',
        background: 'open_office',
        avatarSettings: { style: 'rectangular', horizontalAlign: 'center', scale: '1' },
      },
    ]);
  });

  it('takes the script and title a generated script brings', () => {
    const form = initialVideoForm({ title: 'Alpine Boots', scriptText: 'Meet the boots.' });
    expect(form.title).toBe('Alpine Boots');
    expect(form.scenes[0]!.scriptText).toBe('Meet the boots.');
    expect(form.thumbnail).toBeNull();
  });
});
