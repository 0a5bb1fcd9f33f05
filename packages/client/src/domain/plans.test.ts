import { describe, expect, it } from 'vitest';
import {
  activePlan,
  formatPrice,
  freeTrialDaysRemaining,
  isPaidPlan,
  needsUpgrade,
  PLAN_CATALOGUE,
  planChoiceOutcome,
  planOption,
  TRIAL_TEXT,
  type PlanHistoryStatus,
} from './plans';

const entry = (id: string, status: PlanHistoryStatus) => ({ id, status });

describe('plan catalogue', () => {
  it('offers Free, Starter, Standard and Growth at 0, 29, 99 and 199 a month', () => {
    expect(PLAN_CATALOGUE.map((p) => [p.id, p.title, p.price])).toEqual([
      ['free', 'Free', 0],
      ['starter', 'Starter', 29],
      ['standard', 'Standard', 99],
      ['growth', 'Growth', 199],
    ]);
  });

  it('lists the benefits of each paid plan', () => {
    expect(planOption('starter')?.benefits).toEqual([
      '300 minutes of upload',
      '50 hours of viewing',
    ]);
    expect(planOption('standard')?.benefits).toEqual([
      '3000 minutes of upload',
      '500 hours of viewing',
      'Analytics',
      'White-label branding',
    ]);
    expect(planOption('growth')?.benefits).toContain('Onboarding support');
    expect(planOption('growth')?.uploadMinutes).toBe(6000);
    expect(planOption('growth')?.viewingHours).toBe(1000);
  });

  it('opens analytics and branding from Standard, Instagram from Starter', () => {
    const flags = Object.fromEntries(PLAN_CATALOGUE.map((p) => [p.id, p.features]));
    expect(flags.free).toEqual({ analytics: false, branding: false, instagram: false });
    expect(flags.starter).toEqual({ analytics: false, branding: false, instagram: true });
    expect(flags.standard).toEqual({ analytics: true, branding: true, instagram: true });
    expect(flags.growth).toEqual({ analytics: true, branding: true, instagram: true });
  });

  it('has no option for an unknown id', () => {
    expect(planOption('enterprise')).toBeUndefined();
  });

  it('advertises the 30-day trial', () => {
    expect(TRIAL_TEXT).toBe('Start with a 30-day free trial');
  });
});

describe('activePlan', () => {
  it('is the first ACTIVE entry', () => {
    const history = [entry('a', 'ACTIVE'), entry('b', 'ACTIVE')];
    expect(activePlan(history)?.id).toBe('a');
  });

  it('skips REQUESTED entries awaiting confirmation', () => {
    expect(activePlan([entry('r', 'REQUESTED'), entry('a', 'ACTIVE')])?.id).toBe('a');
  });

  it('is none when a CANCELLED entry comes before any ACTIVE one', () => {
    expect(activePlan([entry('c', 'CANCELLED'), entry('a', 'ACTIVE')])).toBeNull();
    expect(
      activePlan([entry('r', 'REQUESTED'), entry('c', 'CANCELLED'), entry('a', 'ACTIVE')]),
    ).toBeNull();
  });

  it('ignores a CANCELLED entry after the ACTIVE one', () => {
    expect(activePlan([entry('a', 'ACTIVE'), entry('c', 'CANCELLED')])?.id).toBe('a');
  });

  it('is none for an empty or missing history, or only requests', () => {
    expect(activePlan([])).toBeNull();
    expect(activePlan(null)).toBeNull();
    expect(activePlan([entry('r', 'REQUESTED')])).toBeNull();
  });
});

describe('freeTrialDaysRemaining', () => {
  const createdAt = '2026-03-01T12:00:00.000Z';
  const at = (iso: string) => new Date(iso);

  it('is the full trial on the day it starts', () => {
    expect(freeTrialDaysRemaining({ freeTrialDays: 30, createdAt }, at(createdAt))).toBe(30);
  });

  it('counts whole days only', () => {
    const almostOneDay = at('2026-03-02T11:59:59.999Z');
    const oneDay = at('2026-03-02T12:00:00.000Z');
    expect(freeTrialDaysRemaining({ freeTrialDays: 30, createdAt }, almostOneDay)).toBe(30);
    expect(freeTrialDaysRemaining({ freeTrialDays: 30, createdAt }, oneDay)).toBe(29);
  });

  it('reaches 0 and never goes below', () => {
    expect(
      freeTrialDaysRemaining({ freeTrialDays: 30, createdAt }, at('2026-03-31T12:00:00Z')),
    ).toBe(0);
    expect(
      freeTrialDaysRemaining({ freeTrialDays: 30, createdAt }, at('2026-06-01T00:00:00Z')),
    ).toBe(0);
  });

  it('is 0 without trial days or with an unreadable date', () => {
    expect(freeTrialDaysRemaining({ freeTrialDays: null, createdAt }, at(createdAt))).toBe(0);
    expect(freeTrialDaysRemaining({ freeTrialDays: 30, createdAt: 'soon' }, at(createdAt))).toBe(0);
  });

  it('does not add days when the entry is dated in the future', () => {
    expect(
      freeTrialDaysRemaining({ freeTrialDays: 5, createdAt }, at('2026-02-20T00:00:00Z')),
    ).toBe(5);
  });
});

describe('needsUpgrade', () => {
  const free = { price: 0, features: { analytics: false, branding: false, instagram: false } };
  const starter = { price: 29, features: { analytics: false, branding: false, instagram: true } };
  const standard = { price: 99, features: { analytics: true, branding: true, instagram: true } };

  it('is needed without a plan', () => {
    expect(needsUpgrade({ plan: null })).toBe(true);
    expect(needsUpgrade({ plan: undefined })).toBe(true);
  });

  it('is needed when a required feature flag is off or missing', () => {
    expect(needsUpgrade({ plan: starter, requiredFeature: 'analytics' })).toBe(true);
    expect(needsUpgrade({ plan: { price: 29 }, requiredFeature: 'instagram' })).toBe(true);
    expect(needsUpgrade({ plan: starter, requiredFeature: 'instagram' })).toBe(false);
    expect(needsUpgrade({ plan: standard, requiredFeature: 'branding' })).toBe(false);
  });

  it('is needed when a paid plan is required and the plan is free', () => {
    expect(needsUpgrade({ plan: free, paidRequired: true })).toBe(true);
    expect(needsUpgrade({ plan: starter, paidRequired: true })).toBe(false);
  });

  it('is not needed for a free plan when nothing is required', () => {
    expect(needsUpgrade({ plan: free })).toBe(false);
  });

  it('tells paid plans apart', () => {
    expect(isPaidPlan(free)).toBe(false);
    expect(isPaidPlan(starter)).toBe(true);
    expect(isPaidPlan(null)).toBe(false);
  });
});

describe('formatPrice', () => {
  it("shows 'FREE' for a zero price", () => {
    expect(formatPrice(0)).toBe('FREE');
  });

  it('shows USD with two decimals', () => {
    expect(formatPrice(29)).toBe('$29.00');
    expect(formatPrice(199)).toBe('$199.00');
    expect(formatPrice(9.5)).toBe('$9.50');
  });
});

describe('planChoiceOutcome', () => {
  it('goes to the return path when no confirmation is needed', () => {
    expect(planChoiceOutcome({ requiresConfirmation: false }, '/dashboard')).toEqual({
      ok: true,
      redirectTo: '/dashboard',
      external: false,
    });
  });

  it("goes to the store platform's confirmation page when required", () => {
    const confirmationUrl = 'https://shop.myshopify.com/admin/charges/1/confirm';
    expect(
      planChoiceOutcome({ requiresConfirmation: true, confirmationUrl }, '/dashboard'),
    ).toEqual({
      ok: true,
      redirectTo: confirmationUrl,
      external: true,
    });
  });

  it('reports a missing confirmation URL', () => {
    expect(planChoiceOutcome({ requiresConfirmation: true, confirmationUrl: null }, '/x')).toEqual({
      ok: false,
      message: 'Shopify did not return a purchase confirmation URL.',
    });
  });
});
