import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from './cohort';
import {
  getStartedSteps,
  isGetStartedDismissed,
  isStepDone,
  rememberGetStartedDismissed,
  isTourDismissed,
  rememberTourDismissed,
  shouldOfferGuidedTour,
  showGetStarted,
} from './onboarding';

function memoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('Get Started card', () => {
  it('leads paid users to a social feed and others to a layout', () => {
    expect(getStartedSteps(true)).toEqual(['account', 'shopify', 'instagramFeed']);
    expect(getStartedSteps(false)).toEqual(['account', 'shopify', 'layout']);
  });

  it('tells each step done from the session and the resource counts', () => {
    const none = { accountReady: false, storeConnected: false, instagramFeeds: 0, layouts: 0 };
    const all = { accountReady: true, storeConnected: true, instagramFeeds: 1, layouts: 2 };
    for (const step of ['account', 'shopify', 'instagramFeed', 'layout'] as const) {
      expect(isStepDone(step, none)).toBe(false);
      expect(isStepDone(step, all)).toBe(true);
    }
    expect(isStepDone('layout', { ...none, instagramFeeds: 3 })).toBe(false);
  });

  it('remembers Skip per group', () => {
    const storage = memoryStorage();
    rememberGetStartedDismissed(storage, 'g1');
    expect(isGetStartedDismissed(storage, 'g1')).toBe(true);
    expect(isGetStartedDismissed(storage, 'g2')).toBe(false);
    expect(isGetStartedDismissed(null, 'g1')).toBe(false);
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberGetStartedDismissed(failing, 'g1')).not.toThrow();
    expect(isGetStartedDismissed(failing, 'g1')).toBe(false);
  });

  it('hides once dismissed or complete', () => {
    expect(showGetStarted({ dismissed: false, completed: 2, total: 3 })).toBe(true);
    expect(showGetStarted({ dismissed: true, completed: 0, total: 3 })).toBe(false);
    expect(showGetStarted({ dismissed: false, completed: 3, total: 3 })).toBe(false);
  });
});

describe('guided tour', () => {
  const paid = { price: 29 };
  const free = { price: 0 };

  it('is offered only with the user flag, a paid plan and no dismissal', () => {
    expect(shouldOfferGuidedTour({ showGuidedTour: true, plan: paid, dismissed: false })).toBe(
      true,
    );
    expect(shouldOfferGuidedTour({ showGuidedTour: false, plan: paid, dismissed: false })).toBe(
      false,
    );
    expect(shouldOfferGuidedTour({ showGuidedTour: true, plan: free, dismissed: false })).toBe(
      false,
    );
    expect(shouldOfferGuidedTour({ showGuidedTour: true, plan: null, dismissed: false })).toBe(
      false,
    );
    expect(shouldOfferGuidedTour({ showGuidedTour: true, plan: paid, dismissed: true })).toBe(
      false,
    );
  });

  it('remembers a dismissal per group', () => {
    const storage = memoryStorage();
    rememberTourDismissed(storage, 'g1');
    expect(isTourDismissed(storage, 'g1')).toBe(true);
    expect(isTourDismissed(storage, 'g2')).toBe(false);
  });

  it('treats unavailable storage as not dismissed', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberTourDismissed(broken, 'g1')).not.toThrow();
    expect(isTourDismissed(broken, 'g1')).toBe(false);
    expect(isTourDismissed(null, 'g1')).toBe(false);
  });
});
