import { describe, expect, it } from 'vitest';
import {
  embedUrl,
  feedEmbedId,
  initialWizardState,
  isMultiMediaLayout,
  mediaCollectionTitle,
} from './layouts';
import { LAYOUT_TYPES } from './viewer-constants';

describe('layout families', () => {
  it('shows one video for LANDSCAPE and PORTRAIT, a collection for the others', () => {
    expect(LAYOUT_TYPES.filter(isMultiMediaLayout)).toEqual([
      'LANDSCAPE_CAROUSEL',
      'PORTRAIT_CAROUSEL',
      'PORTRAIT_COVERFLOW',
      'GRID',
    ]);
  });
});

describe('initialWizardState', () => {
  it('opens a new layout on Basic Information', () => {
    expect(initialWizardState(null)).toEqual({ step: 0, reached: 0, complete: false });
    expect(initialWizardState({ id: null })).toEqual({ step: 0, reached: 0, complete: false });
  });

  it('opens a draft on the Media step', () => {
    expect(initialWizardState({ id: 'w1', status: 'DRAFT' })).toEqual({
      step: 1,
      reached: 1,
      complete: false,
    });
  });

  it('opens a finished layout with every step done', () => {
    expect(initialWizardState({ id: 'w1', status: 'READY' })).toEqual({
      step: 2,
      reached: 2,
      complete: true,
    });
  });
});

describe('names and addresses', () => {
  it("names the media collection '{title} Collection'", () => {
    expect(mediaCollectionTitle(' Summer ')).toBe('Summer Collection');
  });

  it('builds embed addresses of layouts and feeds', () => {
    expect(embedUrl('https://app.vendy.test/', 'w1')).toBe('https://app.vendy.test/embed/w1');
    expect(embedUrl('https://app.vendy.test', feedEmbedId('f1'))).toBe(
      'https://app.vendy.test/embed/ig/f1',
    );
  });
});
