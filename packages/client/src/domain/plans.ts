/** Plans: the catalogue, the active plan of a group, trial days and plan gating (doc 1 §2-§4, §9). */
import type { PlanHistoryStatus } from '../generated/graphql';
import { FREE_TRIAL_DAYS } from './constants';
import { formatDollars } from './format';

export type { PlanHistoryStatus };

export type PlanId = 'free' | 'starter' | 'standard' | 'growth';
export type PlanFeature = 'analytics' | 'branding' | 'instagram';
export type PlanFeatures = Record<PlanFeature, boolean>;

export interface PlanOption {
  id: PlanId;
  title: string;
  /** USD per month, excluding tax. */
  price: number;
  description: string;
  benefits: readonly string[];
  features: Readonly<PlanFeatures>;
  /** Monthly allowances; null where the specification sets none (the Free plan). */
  uploadMinutes: number | null;
  viewingHours: number | null;
}

export const TRIAL_TEXT = `Start with a ${FREE_TRIAL_DAYS}-day free trial`;

/**
 * The plan catalogue, cheapest first. The specification ties analytics and white-label branding to
 * Standard and up; it does not say which plan opens Instagram feeds, so they come with the first
 * paid plan (Starter), keeping the social feed (the product's entry point for sellers with a social
 * account) out of the free tier only.
 */
export const PLAN_CATALOGUE: readonly PlanOption[] = [
  {
    id: 'free',
    title: 'Free',
    price: 0,
    description: 'Connect your store and try Vendy.',
    benefits: [],
    features: { analytics: false, branding: false, instagram: false },
    uploadMinutes: null,
    viewingHours: null,
  },
  {
    id: 'starter',
    title: 'Starter',
    price: 29,
    description: 'Shoppable videos and social feeds for a growing store.',
    benefits: ['300 minutes of upload', '50 hours of viewing'],
    features: { analytics: false, branding: false, instagram: true },
    uploadMinutes: 300,
    viewingHours: 50,
  },
  {
    id: 'standard',
    title: 'Standard',
    price: 99,
    description: 'More video, analytics and your own branding.',
    benefits: [
      '3000 minutes of upload',
      '500 hours of viewing',
      'Analytics',
      'White-label branding',
    ],
    features: { analytics: true, branding: true, instagram: true },
    uploadMinutes: 3000,
    viewingHours: 500,
  },
  {
    id: 'growth',
    title: 'Growth',
    price: 199,
    description: 'The most video and viewing, with help to get started.',
    benefits: [
      '6000 minutes of upload',
      '1000 hours of viewing',
      'Analytics',
      'White-label branding',
      'Onboarding support',
    ],
    features: { analytics: true, branding: true, instagram: true },
    uploadMinutes: 6000,
    viewingHours: 1000,
  },
];

export function planOption(id: string): PlanOption | undefined {
  return PLAN_CATALOGUE.find((plan) => plan.id === id);
}

/**
 * The group's active plan entry. The history is scanned in its given order (newest first as the
 * server returns it): a CANCELLED entry reached before any ACTIVE one means there is no plan;
 * REQUESTED entries (awaiting confirmation) are skipped.
 */
export function activePlan<T extends { status: PlanHistoryStatus }>(
  history: readonly T[] | null | undefined,
): T | null {
  for (const entry of history ?? []) {
    if (entry.status === 'CANCELLED') return null;
    if (entry.status === 'ACTIVE') return entry;
  }
  return null;
}

const DAY_MS = 86_400_000;

/** Trial days left: the entry's trial days minus whole days elapsed since it was created, at least 0. */
export function freeTrialDaysRemaining(
  entry: { freeTrialDays?: number | null; createdAt: string | number | Date },
  now: Date = new Date(),
): number {
  const trialDays = entry.freeTrialDays ?? 0;
  const created = new Date(entry.createdAt).getTime();
  if (Number.isNaN(created)) return 0;
  // A creation time in the future (clock skew) counts as no time elapsed.
  const elapsedDays = Math.floor(Math.max(0, now.getTime() - created) / DAY_MS);
  return Math.max(0, trialDays - elapsedDays);
}

export interface GatedPlan {
  price: number;
  features?: Partial<PlanFeatures> | null;
}

export function isPaidPlan(plan: GatedPlan | null | undefined): boolean {
  return !!plan && plan.price > 0;
}

/**
 * Whether an area is locked for the current plan: no plan at all, a required feature flag missing,
 * or a paid plan required while the plan is free.
 */
export function needsUpgrade({
  plan,
  requiredFeature,
  paidRequired = false,
}: {
  plan: GatedPlan | null | undefined;
  requiredFeature?: PlanFeature;
  paidRequired?: boolean;
}): boolean {
  if (!plan) return true;
  if (requiredFeature && !plan.features?.[requiredFeature]) return true;
  return paidRequired && plan.price === 0;
}

/** A plan price as the plans page shows it: 'FREE', else USD with two decimals (tax excluded). */
export function formatPrice(price: number): string {
  return price === 0 ? 'FREE' : formatDollars(price);
}

export type PlanChoiceOutcome =
  { ok: true; redirectTo: string; external: boolean } | { ok: false; message: string };

/**
 * Where to go after createPlan: the return path when no confirmation is needed, the store
 * platform's confirmation page when it is, or an error when that page's address is missing.
 */
export function planChoiceOutcome(
  result: { requiresConfirmation: boolean; confirmationUrl?: string | null },
  returnPath: string,
): PlanChoiceOutcome {
  if (!result.requiresConfirmation) return { ok: true, redirectTo: returnPath, external: false };
  if (!result.confirmationUrl) {
    return { ok: false, message: 'Shopify did not return a purchase confirmation URL.' };
  }
  return { ok: true, redirectTo: result.confirmationUrl, external: true };
}
