import { describe, expect, it } from 'vitest';
import {
  addSlider,
  commit,
  createHistory,
  drop,
  layoutOf,
  pageInput,
  redo,
  removeSlider,
  renameSlider,
  sliderScrollStep,
  undo,
  type SliderLayout,
} from './sliderModel';

const ids = () => {
  let n = 0;
  return () => `new-${++n}`;
};

const item = (id: string) => ({ id, virtualVideoId: `vv-${id}` });

const layout: SliderLayout = {
  featured: { id: 'featured', title: 'Featured', items: [item('f1')] },
  sliders: [
    { id: 's1', title: 'Summer', items: [item('a'), item('b'), item('c')] },
    { id: 's2', title: 'Winter', items: [item('d')] },
    { id: 's3', title: 'Sale', items: [] },
  ],
};

const videosOf = (l: SliderLayout, index: number | 'featured') =>
  (index === 'featured' ? l.featured : l.sliders[index]!).items.map((i) => i.virtualVideoId);

describe('drag rules as commands', () => {
  it('a catalogue video dropped on an item is added at that item’s position', () => {
    const next = drop(
      layout,
      { type: 'catalogue', virtualVideoId: 'vv-x' },
      { type: 'item', itemId: 'b' },
      ids(),
    );
    expect(videosOf(next, 0)).toEqual(['vv-a', 'vv-x', 'vv-b', 'vv-c']);
    expect(next.sliders[0]!.items[1]!.id).toBe('new-1');
    // Nothing else changed, and the untouched sliders are the same objects.
    expect(next.sliders[1]).toBe(layout.sliders[1]);
    expect(next.featured).toBe(layout.featured);
  });

  it('a catalogue video dropped on a slider outside its items goes to the end', () => {
    const next = drop(
      layout,
      { type: 'catalogue', virtualVideoId: 'vv-x' },
      { type: 'sliderEnd', sliderId: 's1' },
      ids(),
    );
    expect(videosOf(next, 0)).toEqual(['vv-a', 'vv-b', 'vv-c', 'vv-x']);
  });

  it('a catalogue video dropped on the featured carousel or an empty slider is added', () => {
    const featured = drop(
      layout,
      { type: 'catalogue', virtualVideoId: 'vv-x' },
      { type: 'item', itemId: 'f1' },
      ids(),
    );
    expect(videosOf(featured, 'featured')).toEqual(['vv-x', 'vv-f1']);
    const empty = drop(
      layout,
      { type: 'catalogue', virtualVideoId: 'vv-x' },
      { type: 'sliderEnd', sliderId: 's3' },
      ids(),
    );
    expect(videosOf(empty, 2)).toEqual(['vv-x']);
  });

  it('the same video may be added twice, each time as its own item', () => {
    const add = (l: SliderLayout, newId: () => string) =>
      drop(
        l,
        { type: 'catalogue', virtualVideoId: 'vv-d' },
        { type: 'sliderEnd', sliderId: 's2' },
        newId,
      );
    const newId = ids();
    const next = add(add(layout, newId), newId);
    expect(videosOf(next, 1)).toEqual(['vv-d', 'vv-d', 'vv-d']);
    expect(new Set(next.sliders[1]!.items.map((i) => i.id)).size).toBe(3);
  });

  it('items reorder within a slider, forwards and backwards', () => {
    const forwards = drop(
      layout,
      { type: 'item', itemId: 'a' },
      { type: 'item', itemId: 'c' },
      ids(),
    );
    expect(videosOf(forwards, 0)).toEqual(['vv-b', 'vv-c', 'vv-a']);
    const backwards = drop(
      layout,
      { type: 'item', itemId: 'c' },
      { type: 'item', itemId: 'a' },
      ids(),
    );
    expect(videosOf(backwards, 0)).toEqual(['vv-c', 'vv-a', 'vv-b']);
    const toEnd = drop(
      layout,
      { type: 'item', itemId: 'a' },
      { type: 'sliderEnd', sliderId: 's1' },
      ids(),
    );
    expect(videosOf(toEnd, 0)).toEqual(['vv-b', 'vv-c', 'vv-a']);
    // The item keeps its id: it is the same item, moved.
    expect(toEnd.sliders[0]!.items[2]!.id).toBe('a');
  });

  it('an item dropped on another slider moves there, at the hovered position or the end', () => {
    const onItem = drop(
      layout,
      { type: 'item', itemId: 'b' },
      { type: 'item', itemId: 'd' },
      ids(),
    );
    expect(videosOf(onItem, 0)).toEqual(['vv-a', 'vv-c']);
    expect(videosOf(onItem, 1)).toEqual(['vv-b', 'vv-d']);
    const toFeatured = drop(
      layout,
      { type: 'item', itemId: 'd' },
      { type: 'sliderEnd', sliderId: 'featured' },
      ids(),
    );
    expect(videosOf(toFeatured, 'featured')).toEqual(['vv-f1', 'vv-d']);
    expect(videosOf(toFeatured, 1)).toEqual([]);
  });

  it('an item dragged to the trash is removed', () => {
    const next = drop(layout, { type: 'item', itemId: 'b' }, { type: 'trash' }, ids());
    expect(videosOf(next, 0)).toEqual(['vv-a', 'vv-c']);
    const featured = drop(layout, { type: 'item', itemId: 'f1' }, { type: 'trash' }, ids());
    expect(videosOf(featured, 'featured')).toEqual([]);
  });

  it('sliders reorder among themselves; the featured slider keeps its place', () => {
    const down = drop(
      layout,
      { type: 'slider', sliderId: 's1' },
      { type: 'slider', sliderId: 's3' },
      ids(),
    );
    expect(down.sliders.map((s) => s.id)).toEqual(['s2', 's3', 's1']);
    expect(down.featured).toBe(layout.featured);
    const up = drop(
      layout,
      { type: 'slider', sliderId: 's3' },
      { type: 'slider', sliderId: 's1' },
      ids(),
    );
    expect(up.sliders.map((s) => s.id)).toEqual(['s3', 's1', 's2']);
  });

  it('refuses what the spec does not allow, leaving the layout as it was', () => {
    const refused = [
      // A catalogue video is not an item: nothing to throw away.
      drop(layout, { type: 'catalogue', virtualVideoId: 'vv-x' }, { type: 'trash' }, ids()),
      // Sliders go among sliders, not into one, and the featured slider is not among them.
      drop(layout, { type: 'slider', sliderId: 's1' }, { type: 'item', itemId: 'd' }, ids()),
      drop(layout, { type: 'slider', sliderId: 's1' }, { type: 'trash' }, ids()),
      drop(
        layout,
        { type: 'slider', sliderId: 'featured' },
        { type: 'slider', sliderId: 's2' },
        ids(),
      ),
      // A video goes into a slider, not between sliders.
      drop(layout, { type: 'item', itemId: 'a' }, { type: 'slider', sliderId: 's2' }, ids()),
      // Dropped where it already is.
      drop(layout, { type: 'item', itemId: 'b' }, { type: 'item', itemId: 'b' }, ids()),
      drop(layout, { type: 'slider', sliderId: 's2' }, { type: 'slider', sliderId: 's2' }, ids()),
      // Gone meanwhile.
      drop(layout, { type: 'item', itemId: 'zz' }, { type: 'item', itemId: 'a' }, ids()),
      drop(
        layout,
        { type: 'catalogue', virtualVideoId: 'x' },
        { type: 'item', itemId: 'zz' },
        ids(),
      ),
    ];
    for (const next of refused) expect(next).toBe(layout);
  });
});

describe('slider commands', () => {
  it('adds an Untitled slider at the end, renames and removes it; the featured one stays', () => {
    const added = addSlider(layout, { sliderId: 'new' });
    expect(added.sliders.map((s) => [s.id, s.title])).toContainEqual(['new', 'Untitled']);
    expect(added.sliders.at(-1)!.id).toBe('new');
    const renamed = renameSlider(added, { sliderId: 'new', title: 'Gifts' });
    expect(renamed.sliders.at(-1)!.title).toBe('Gifts');
    expect(removeSlider(renamed, { sliderId: 'new' }).sliders).toEqual(layout.sliders);
    expect(removeSlider(layout, { sliderId: 'featured' })).toBe(layout);
    expect(renameSlider(layout, { sliderId: 'featured', title: 'Top' }).featured.title).toBe('Top');
  });
});

describe('undo and redo', () => {
  const newId = ids();
  const step = (
    h: ReturnType<typeof createHistory>,
    next: (l: SliderLayout) => SliderLayout,
    gesture?: string,
  ) => commit(h, next(h.present), gesture);

  it('one drop is one step; undo and redo walk the steps', () => {
    let h = createHistory(layout);
    h = step(h, (l) =>
      drop(
        l,
        { type: 'catalogue', virtualVideoId: 'vv-x' },
        { type: 'sliderEnd', sliderId: 's3' },
        newId,
      ),
    );
    h = step(h, (l) => drop(l, { type: 'item', itemId: 'a' }, { type: 'trash' }, newId));
    expect(videosOf(h.present, 0)).toEqual(['vv-b', 'vv-c']);
    h = undo(h);
    expect(videosOf(h.present, 0)).toEqual(['vv-a', 'vv-b', 'vv-c']);
    expect(videosOf(h.present, 2)).toEqual(['vv-x']);
    h = undo(h);
    expect(h.present).toBe(layout);
    expect(undo(h)).toBe(h);
    h = redo(redo(h));
    expect(videosOf(h.present, 0)).toEqual(['vv-b', 'vv-c']);
    expect(redo(h)).toBe(h);
  });

  it('a drop that changes nothing makes no step; a new change clears what was undone', () => {
    let h = createHistory(layout);
    h = step(h, (l) =>
      drop(l, { type: 'item', itemId: 'b' }, { type: 'item', itemId: 'b' }, newId),
    );
    expect(h.past).toHaveLength(0);
    h = step(h, (l) => removeSlider(l, { sliderId: 's3' }));
    h = undo(h);
    expect(h.future).toHaveLength(1);
    h = step(h, (l) => removeSlider(l, { sliderId: 's2' }));
    expect(h.future).toHaveLength(0);
  });

  it('typing one title is one step; another slider’s title is another', () => {
    let h = createHistory(layout);
    for (const title of ['W', 'Wi', 'Win']) {
      h = step(h, (l) => renameSlider(l, { sliderId: 's1', title }), 'rename:s1');
    }
    h = step(h, (l) => renameSlider(l, { sliderId: 's2', title: 'Cold' }), 'rename:s2');
    expect(h.past).toHaveLength(2);
    h = undo(h);
    expect(h.present.sliders[0]!.title).toBe('Win');
    h = undo(h);
    expect(h.present.sliders[0]!.title).toBe('Summer');
  });
});

describe('the page sent on save', () => {
  it('ranks sliders from 0, the featured slider at -1 and items in their order', () => {
    const moved = drop(
      layout,
      { type: 'slider', sliderId: 's3' },
      { type: 'slider', sliderId: 's1' },
      ids(),
    );
    const input = pageInput(
      'page-1',
      { title: ' Summer edit ', slug: 'summer-edit', description: '  ' },
      moved,
    );
    expect(input).toEqual({
      id: 'page-1',
      title: 'Summer edit',
      slug: 'summer-edit',
      description: null,
      featuredSlider: {
        id: 'featured',
        title: 'Featured',
        rank: -1,
        sliderItems: [{ id: 'f1', rank: 0, virtualVideoId: 'vv-f1' }],
      },
      sliders: [
        { id: 's3', title: 'Sale', rank: 0, sliderItems: [] },
        {
          id: 's1',
          title: 'Summer',
          rank: 1,
          sliderItems: [
            { id: 'a', rank: 0, virtualVideoId: 'vv-a' },
            { id: 'b', rank: 1, virtualVideoId: 'vv-b' },
            { id: 'c', rank: 2, virtualVideoId: 'vv-c' },
          ],
        },
        {
          id: 's2',
          title: 'Winter',
          rank: 2,
          sliderItems: [{ id: 'd', rank: 0, virtualVideoId: 'vv-d' }],
        },
      ],
    });
  });

  it('sends no featured slider while it is empty, and titles trimmed', () => {
    const l = renameSlider(drop(layout, { type: 'item', itemId: 'f1' }, { type: 'trash' }, ids()), {
      sliderId: 's2',
      title: '  Cold ',
    });
    const input = pageInput('p', { title: 'T', slug: 't', description: 'About' }, l);
    expect(input.featuredSlider).toBeNull();
    expect(input.description).toBe('About');
    expect(input.sliders[1]!.title).toBe('Cold');
  });

  it('reads a stored page in rank order and gives it a featured slider when it has none', () => {
    const vv = null;
    const l = layoutOf(
      {
        id: 'p',
        createdAt: '',
        updatedAt: '',
        groupId: 'g',
        groupHandle: 'acme',
        title: 'T',
        description: null,
        slug: 't',
        featuredSlider: null,
        sliders: [
          {
            id: 'late',
            title: 'Late',
            rank: 1,
            sliderItems: [
              { id: 'y', rank: 1, virtualVideoId: 'vv-y', virtualVideo: vv },
              { id: 'x', rank: 0, virtualVideoId: 'vv-x', virtualVideo: vv },
            ],
          },
          { id: 'early', title: 'Early', rank: 0, sliderItems: [] },
        ],
      },
      () => 'made',
    );
    expect(l.sliders.map((s) => s.id)).toEqual(['early', 'late']);
    expect(l.sliders[1]!.items.map((i) => i.id)).toEqual(['x', 'y']);
    expect(l.featured).toEqual({ id: 'made', title: 'Untitled', items: [] });
  });
});

it('scrolls a slider by 25 % of its width, 166 px while it is unmeasured', () => {
  expect(sliderScrollStep(800)).toBe(200);
  expect(sliderScrollStep(665)).toBe(166);
  expect(sliderScrollStep(0)).toBe(166);
});
