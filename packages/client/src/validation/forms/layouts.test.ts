import { describe, expect, it } from 'vitest';
import { messagesOf, text } from '../testing';
import {
  aiKeySchema,
  brandingFontName,
  brandingSchema,
  clampQuantity,
  layoutSchema,
  placementPercentagesSchema,
  quantity,
  sliderPageSchema,
  synthesiaSchema,
  synthesiaVideoInputSchema,
} from './layouts';

describe('layout', () => {
  it('requires a trimmed title and one of the six types', async () => {
    expect(await layoutSchema.validate({ title: ' Home ', type: 'GRID' })).toEqual({
      title: 'Home',
      type: 'GRID',
    });
    expect(await messagesOf(layoutSchema, { title: ' ', type: 'STACK' })).toEqual([
      'This field is required',
      'Invalid layout type.',
    ]);
  });
});

describe('placement percentages', () => {
  const split = (...percentages: unknown[]) => ({
    items: percentages.map((rangePercentage, index) => ({
      strategyId: `s${index}`,
      rangePercentage,
    })),
  });

  it('accepts 0 and 100 and refuses 101 and below 0', async () => {
    expect(await messagesOf(placementPercentagesSchema, split(100, 0))).toEqual([]);
    expect(await messagesOf(placementPercentagesSchema, split(101))).toEqual([
      'Must be between 0-100.',
    ]);
    expect(await messagesOf(placementPercentagesSchema, split(-1, 101))).toEqual([
      'Must be between 0-100.',
      'Must be between 0-100.',
    ]);
  });

  it('requires the percentages to add up to 100', async () => {
    expect(await messagesOf(placementPercentagesSchema, split(50, 49))).toEqual([
      'Percentages must add up to 100.',
    ]);
    expect(await messagesOf(placementPercentagesSchema, split('50', '50'))).toEqual([]);
    expect(await messagesOf(placementPercentagesSchema, split(50, 51))).toEqual([
      'Percentages must add up to 100.',
    ]);
    expect(await messagesOf(placementPercentagesSchema, split(33.3, 33.3, 33.4))).toEqual([]);
  });

  it('asks for a number when blank and reports what is not one', async () => {
    expect(await messagesOf(placementPercentagesSchema, split('', 100))).toEqual([
      'Please enter a number.',
    ]);
    expect(await messagesOf(placementPercentagesSchema, split('ten', 100))).toEqual([
      'Not a number.',
    ]);
  });

  it('requires a strategy for each share', async () => {
    expect(
      await messagesOf(placementPercentagesSchema, { items: [{ rangePercentage: 100 }] }),
    ).toEqual(['Please select a strategy.']);
  });

  it('allows an empty list, which removes the experiment', async () => {
    expect(await messagesOf(placementPercentagesSchema, { items: [] })).toEqual([]);
  });
});

describe('branding', () => {
  it('takes a positive whole border radius, or null when cleared', async () => {
    expect(await messagesOf(brandingSchema, { buttonBorderRadius: 8 })).toEqual([]);
    expect(await messagesOf(brandingSchema, { buttonBorderRadius: 1 })).toEqual([]);
    expect((await brandingSchema.validate({ buttonBorderRadius: '' })).buttonBorderRadius).toBe(
      null,
    );
    expect(await messagesOf(brandingSchema, { buttonBorderRadius: 0 })).toEqual([
      'Must be positive.',
    ]);
    expect(await messagesOf(brandingSchema, { buttonBorderRadius: 2.5 })).toEqual([
      'Must be an integer.',
    ]);
    expect(await messagesOf(brandingSchema, { buttonBorderRadius: 'round' })).toEqual([
      'Must be a number.',
    ]);
  });

  it('takes strings and a hide-branding boolean', async () => {
    expect(
      await messagesOf(brandingSchema, {
        buttonBackgroundColor: '#0393fb',
        textFontName: 'roboto-n4',
        textFontUrl: '/media/fonts/roboto/n4.css',
        hideVendyBranding: true,
      }),
    ).toEqual([]);
    expect(await messagesOf(brandingSchema, { hideVendyBranding: 'sometimes' })).toEqual([
      'Must be a boolean.',
    ]);
    expect((await brandingSchema.validate({})).hideVendyBranding).toBe(false);
  });

  it('takes colours as #rrggbb, in lower case', async () => {
    const valid = await brandingSchema.validate({ buttonTextColor: ' #A1B2C3 ', textColor: null });
    expect(valid.buttonTextColor).toBe('#a1b2c3');
    expect(valid.textColor).toBeNull();
    for (const colour of ['red', '#fff', '#12345', '#1234567', 'rgb(0,0,0)', '#ggg000', '']) {
      expect(await messagesOf(brandingSchema, { bannerHighlightColor: colour }), colour).toEqual([
        'Must be a colour such as #0393fb.',
      ]);
    }
  });

  it('takes only the offered fonts, with our own stylesheet of that font or none', async () => {
    expect(
      await messagesOf(brandingSchema, {
        buttonFontName: 'work-sans-i7',
        buttonFontUrl: '/media/fonts/work-sans/i7.css',
        textFontName: 'roboto',
        textFontUrl: null,
      }),
    ).toEqual([]);
    expect(await messagesOf(brandingSchema, { buttonFontName: 'comic-sans-n4' })).toEqual([
      'Must be one of the offered fonts.',
    ]);
    expect(await messagesOf(brandingSchema, { textFontName: 'lato-n2' })).toEqual([
      'Must be one of the offered fonts.',
    ]);
    const wrongUrls = [
      'https://fonts.googleapis.com/css2?family=Roboto',
      '/media/fonts/roboto/n7.css',
      '/media/fonts/../../etc/passwd',
      'javascript:alert(1)',
    ];
    for (const url of wrongUrls) {
      expect(
        await messagesOf(brandingSchema, { textFontName: 'roboto-n4', textFontUrl: url }),
        url,
      ).toEqual(['Must be the stylesheet of the chosen font.']);
    }
    expect(await messagesOf(brandingSchema, { textFontUrl: '/media/fonts/roboto/n4.css' })).toEqual(
      ['Must be the stylesheet of the chosen font.'],
    );
  });

  it('saves a font only when both family and variant are chosen', () => {
    expect(brandingFontName('roboto', 'n7')).toBe('roboto-n7');
    expect(brandingFontName('roboto', null)).toBeNull();
    expect(brandingFontName(undefined, 'n4')).toBeNull();
    expect(brandingFontName(' ', 'n4')).toBeNull();
  });
});

describe('AI key', () => {
  it('requires a trimmed key of at most 500 characters, without a full stop', async () => {
    expect(await aiKeySchema.validate({ key: '  sk-123  ' })).toEqual({ key: 'sk-123' });
    expect(await messagesOf(aiKeySchema, { key: '   ' })).toEqual(['This field is required']);
    expect(await messagesOf(aiKeySchema, { key: text(500) })).toEqual([]);
    expect(await messagesOf(aiKeySchema, { key: text(501) })).toEqual(['Input too long.']);
  });
});

describe('Synthesia video', () => {
  const png = { name: 'thumb.png', type: 'image/png' };

  it('fills a new scene with the defaults', async () => {
    const values = await synthesiaSchema.validate({
      title: 'Launch',
      input: [{ scriptText: 'Meet our new shoes.' }],
      thumbnail: png,
    });
    expect(values.input[0]).toEqual({
      scriptText: 'Meet our new shoes.',
      avatar: 'Alex',
      background: 'open_office',
      avatarSettings: { style: 'rectangular', horizontalAlign: 'center', scale: 1 },
    });
  });

  it('requires the thumbnail with the full-stop message, and an image', async () => {
    const base = { title: 'Launch', input: [{ scriptText: 'Hi' }] };
    expect(await messagesOf(synthesiaSchema, base)).toEqual(['This field is required.']);
    expect(
      await messagesOf(synthesiaSchema, { ...base, thumbnail: { type: 'video/mp4' } }),
    ).toEqual(['Upload must be an image file.']);
  });

  it('checks every scene', async () => {
    const messages = await messagesOf(synthesiaVideoInputSchema, {
      title: 'Launch',
      input: [
        {
          scriptText: ' ',
          avatar: 'Bob',
          background: 'beach',
          avatarSettings: { horizontalAlign: 'top', scale: 0 },
        },
      ],
    });
    expect(messages.sort()).toEqual(
      [
        'This field is required',
        'Invalid avatar.',
        'Invalid background.',
        'Invalid alignment.',
        'Must be positive.',
      ].sort(),
    );
  });

  it('accepts each offered avatar, background and alignment', async () => {
    const scene = {
      scriptText: 'Hi',
      avatar: 'Thomas',
      background: 'white_meeting_room',
      avatarSettings: { horizontalAlign: 'right', scale: 0.5 },
    };
    expect(await messagesOf(synthesiaVideoInputSchema, { title: 'a', input: [scene] })).toEqual([]);
  });

  it('needs a title and at least one scene', async () => {
    expect(await messagesOf(synthesiaVideoInputSchema, { title: '', input: [] })).toEqual([
      'This field is required',
      'This field is required',
    ]);
  });
});

describe('slider page', () => {
  it('titles an untitled page and slider "Untitled"', async () => {
    const page = await sliderPageSchema.validate({
      id: 'p1',
      slug: 'summer-drop',
      sliders: [{ id: 's1' }],
    });
    expect(page.title).toBe('Untitled');
    expect(page.sliders[0]?.title).toBe('Untitled');
  });

  it('requires ids, titles and a slug', async () => {
    const messages = await messagesOf(sliderPageSchema, {
      title: ' ',
      slug: 'Summer Drop',
      sliders: [{ title: '' }],
    });
    // page id, page title, slider id, slider title
    expect(messages.filter((m) => m === 'This field is required')).toHaveLength(4);
    expect(messages.filter((m) => m !== 'This field is required')).toEqual(['Invalid URL slug.']);
  });

  it('checks the featured slider when there is one', async () => {
    const page = { id: 'p1', slug: 'a1-2b' };
    expect(await messagesOf(sliderPageSchema, page)).toEqual([]);
    expect(
      await messagesOf(sliderPageSchema, { ...page, featuredSlider: { title: 'Top' } }),
    ).toEqual(['This field is required']);
  });

  it('keeps the description optional and short', async () => {
    const page = { id: 'p1', slug: 'a' };
    expect(await messagesOf(sliderPageSchema, { ...page, description: null })).toEqual([]);
    expect(await messagesOf(sliderPageSchema, { ...page, description: text(101) })).toEqual([
      'Input too long.',
    ]);
  });
});

describe('quantity', () => {
  it('never goes below 1', async () => {
    expect(await messagesOf(quantity, 1)).toEqual([]);
    expect(await messagesOf(quantity, 0)).toEqual(['Must be positive.']);
    expect(await messagesOf(quantity, 1.5)).toEqual(['Must be an integer.']);
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity(3.7)).toBe(3);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
});
