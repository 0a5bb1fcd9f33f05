// Which element a tour step spotlights: the first of its targets that is on screen.
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findTourTarget, useTourTarget } from './tourTarget';
import { TOUR_STEPS } from './tourSteps';

const shown = (element: Element | null, box = { width: 120, height: 40 }) => {
  if (!element) throw new Error('missing element');
  element.getBoundingClientRect = () =>
    ({
      top: 10,
      left: 10,
      right: 10 + box.width,
      bottom: 10 + box.height,
      x: 10,
      y: 10,
      ...box,
      toJSON: () => ({}),
    }) as DOMRect;
  return element;
};

function dashboard() {
  document.body.innerHTML = `
    <header><button aria-label="Account menu for maya@example.com">menu</button></header>
    <nav aria-label="Main">
      <a href="/layouts">Layouts</a><a href="/videos">Videos</a><a href="/products">Products</a>
      <a href="/analytics">Analytics</a>
    </nav>
    <main>
      <section aria-labelledby="g"><h2><span id="g">Active Group</span></h2></section>
      <section aria-labelledby="r"><h2><span id="r">Recent Layouts</span></h2></section>
      <a href="/layouts">Layouts tile</a><a href="/videos">Videos tile</a>
    </main>`;
  return document;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('findTourTarget', () => {
  it('takes the navigation entry when it is on screen', () => {
    const doc = dashboard();
    const entry = shown(doc.querySelector('nav a[href="/videos"]'));
    shown(doc.querySelector('main a[href="/videos"]'));
    expect(findTourTarget(doc, TOUR_STEPS[2]!.targets)).toBe(entry);
  });

  it('falls back to the dashboard tile when the navigation entry is hidden (collapsed group)', () => {
    const doc = dashboard();
    shown(doc.querySelector('nav a[href="/videos"]'), { width: 0, height: 0 });
    const tile = shown(doc.querySelector('main a[href="/videos"]'));
    expect(findTourTarget(doc, TOUR_STEPS[2]!.targets)).toBe(tile);
  });

  it('finds cards by their name and the account menu by its button', () => {
    const doc = dashboard();
    const group = shown(doc.querySelector('section[aria-labelledby="g"]'));
    const menu = shown(doc.querySelector('header button'));
    expect(findTourTarget(doc, TOUR_STEPS[9]!.targets)).toBe(group);
    expect(findTourTarget(doc, TOUR_STEPS[10]!.targets)).toBe(menu);
  });

  it('finds nothing when no target is on screen', () => {
    expect(findTourTarget(dashboard(), TOUR_STEPS[0]!.targets)).toBeNull();
  });

  it('gives every one of the 11 steps something to point at', () => {
    expect(TOUR_STEPS).toHaveLength(11);
    for (const step of TOUR_STEPS) expect(step.targets.length).toBeGreaterThan(0);
  });
});

describe('useTourTarget', () => {
  const videosStep = TOUR_STEPS[3]!;

  it('finds a target that the page renders after the step opened, and follows it when it is drawn again', async () => {
    document.body.innerHTML = '<main></main>';
    const { result } = renderHook(() => useTourTarget(videosStep.targets, videosStep.placement));
    expect(result.current.element).toBeNull();

    const main = document.querySelector('main')!;
    main.innerHTML = '<a href="/videos">Videos tile</a>';
    const tile = shown(main.querySelector('a'));
    await waitFor(() => expect(result.current.element).toBe(tile));
    expect(result.current.box).toMatchObject({ top: 10, left: 10, width: 120, height: 40 });

    // The page renders again: the old tile is gone, a new one takes its place.
    main.innerHTML = '<a href="/videos">Videos tile</a>';
    const again = shown(main.querySelector('a'));
    await waitFor(() => expect(result.current.element).toBe(again));
  });

  it('lets go of a target that leaves the page, so the card goes back to the middle', async () => {
    document.body.innerHTML = '<main><a href="/videos">Videos tile</a></main>';
    shown(document.querySelector('main a'));
    const { result } = renderHook(() => useTourTarget(videosStep.targets, videosStep.placement));
    expect(result.current.element).not.toBeNull();
    document.querySelector('main')!.innerHTML = '';
    await waitFor(() => expect(result.current.element).toBeNull());
    expect(result.current.box).toBeNull();
  });
});
