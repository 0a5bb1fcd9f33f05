// Finds the element a tour step talks about and keeps its box measured while the step shows, so
// that the spotlight and the step's card stay on it through scrolling and resizing.
import { useLayoutEffect, useState } from 'react';
import type { TourTarget } from './tourSteps';

function isShown(element: Element): boolean {
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  const style = getComputedStyle(element);
  return style.visibility !== 'hidden' && style.display !== 'none';
}

function candidates(root: Document, target: TourTarget): Element[] {
  switch (target.kind) {
    case 'nav':
      return [...root.querySelectorAll(`nav a[href="${CSS.escape(target.href)}"]`)];
    case 'page':
      return [...root.querySelectorAll(`main a[href="${CSS.escape(target.href)}"]`)];
    case 'region':
      return [...root.querySelectorAll('section[aria-labelledby]')].filter(
        (section) =>
          root.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent ===
          target.name,
      );
    case 'accountMenu':
      return [...root.querySelectorAll('header button[aria-label^="Account menu"]')];
  }
}

/** The first of `targets` that is on screen, or null when none is. */
export function findTourTarget(root: Document, targets: readonly TourTarget[]): Element | null {
  for (const target of targets) {
    const found = candidates(root, target).find(isShown);
    if (found) return found;
  }
  return null;
}

export interface TargetBox {
  top: number;
  left: number;
  width: number;
  height: number;
}

const boxOf = (element: Element): TargetBox => {
  const { top, left, width, height } = element.getBoundingClientRect();
  return { top, left, width, height };
};

/**
 * Where the target is scrolled to when its step opens: a card below the target needs the room
 * under it, so the target goes to the top of the view (and to the bottom for a card above);
 * a card beside it leaves it in the middle.
 */
export function scrollBlockFor(placement: string): ScrollLogicalPosition {
  if (placement.startsWith('bottom')) return 'start';
  if (placement.startsWith('top')) return 'end';
  return 'center';
}

/**
 * The step's target element and its box in the viewport. The target is scrolled into view when
 * the step opens (see scrollBlockFor); the box follows scrolling (of any container) and resizing.
 */
export function useTourTarget(
  targets: readonly TourTarget[] | null,
  placement = 'right',
): {
  element: Element | null;
  box: TargetBox | null;
} {
  const [state, setState] = useState<{ element: Element | null; box: TargetBox | null }>({
    element: null,
    box: null,
  });

  useLayoutEffect(() => {
    const element = targets ? findTourTarget(document, targets) : null;
    if (!element) {
      setState({ element: null, box: null });
      return;
    }
    element.scrollIntoView?.({ block: scrollBlockFor(placement), inline: 'nearest' });
    setState({ element, box: boxOf(element) });
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setState({ element, box: boxOf(element) }));
    };
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [targets, placement]);

  return state;
}
