/** Layout rules (a layout is a `Widget` in the schema): families of layout types and the wizard's steps (doc 3 §2/§4). */
import type { LayoutType } from './viewer-constants';

/** LANDSCAPE and PORTRAIT show one shoppable video; the others a media collection. */
export function isMultiMediaLayout(type: LayoutType): boolean {
  return type !== 'LANDSCAPE' && type !== 'PORTRAIT';
}

/** Layout types shown at 9:16 (a fixed portrait height on the store page); the others at 16:9. */
const PORTRAIT_LAYOUT_TYPES: readonly LayoutType[] = [
  'PORTRAIT',
  'PORTRAIT_CAROUSEL',
  'PORTRAIT_COVERFLOW',
];

export function isPortraitLayout(type: LayoutType | null | undefined): boolean {
  return !!type && PORTRAIT_LAYOUT_TYPES.includes(type);
}

export const WIZARD_STEPS = ['Basic Information', 'Media', 'Embed into Shopify'] as const;

export interface WizardState {
  /** The open step (0 to 2). */
  step: number;
  /** The furthest step reached; a step can be reopened only once reached. */
  reached: number;
  /** Every step done (a finished layout). */
  complete: boolean;
}

/**
 * Where the wizard opens: a new layout on Basic Information, a draft on Media, a finished layout
 * with every step done.
 */
export function initialWizardState(
  layout: { id?: string | null; status?: string | null } | null | undefined,
): WizardState {
  if (!layout?.id) return { step: 0, reached: 0, complete: false };
  if (layout.status === 'DRAFT') return { step: 1, reached: 1, complete: false };
  return { step: WIZARD_STEPS.length - 1, reached: WIZARD_STEPS.length - 1, complete: true };
}

/** Title of the media collection behind a multi-media layout. */
export function mediaCollectionTitle(layoutTitle: string): string {
  return `${layoutTitle.trim()} Collection`;
}

/** Embed address of a layout ({host}/embed/{widgetId}) or of a feed ({host}/embed/ig/{feedId}). */
export function embedUrl(host: string, widgetId: string): string {
  return `${host.replace(/\/+$/, '')}/embed/${widgetId}`;
}

export function feedEmbedId(feedId: string): string {
  return `ig/${feedId}`;
}
