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
 * it is found (see scrollBlockFor); the box follows scrolling (of any container) and resizing.
 * The page under the tour may render after the tour opens (a route's chunk or data arriving) or
 * render again, so while the step shows, every change to the page looks for the target again
 * when it is missing, detached or hidden: the card moves from the middle of the screen to its
 * target as soon as the target is there, and back to the middle if it goes away.
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
    // undefined until the first look, so that it always sets the state.
    let element: Element | null | undefined;
    const look = () => {
      if (element?.isConnected && isShown(element)) return;
      const found = targets ? findTourTarget(document, targets) : null;
      if (found === element) return;
      element = found;
      if (found) {
        found.scrollIntoView?.({ block: scrollBlockFor(placement), inline: 'nearest' });
        setState({ element: found, box: boxOf(found) });
      } else {
        setState({ element: null, box: null });
      }
    };
    look();
    let measureFrame = 0;
    let lookFrame = 0;
    const measure = () => {
      cancelAnimationFrame(measureFrame);
      measureFrame = requestAnimationFrame(() => {
        if (element) setState({ element, box: boxOf(element) });
      });
    };
    // Elements added or removed anywhere (not attribute changes: the spotlight's own moves are
    // style changes, so they do not wake this up).
    const pageChanged = new MutationObserver(() => {
      cancelAnimationFrame(lookFrame);
      lookFrame = requestAnimationFrame(look);
    });
    pageChanged.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      cancelAnimationFrame(measureFrame);
      cancelAnimationFrame(lookFrame);
      pageChanged.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [targets, placement]);

  return state;
}
