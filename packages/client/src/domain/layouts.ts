/** Layout rules (a layout is a `Widget` in the schema): families of layout types and the wizard's steps (doc 3 §2/§4). */
import type { LayoutType } from './viewer-constants';

interface LayoutShape {
  /** Shows a media collection (else one shoppable video). */
  collection: boolean;
  /** Shown at 9:16, with a fixed portrait height on the store page (else 16:9). */
  portrait: boolean;
}

/** What each layout type shows: a new LayoutType fails to compile here until it is described. */
const LAYOUT_SHAPES = {
  LANDSCAPE: { collection: false, portrait: false },
  PORTRAIT: { collection: false, portrait: true },
  LANDSCAPE_CAROUSEL: { collection: true, portrait: false },
  PORTRAIT_CAROUSEL: { collection: true, portrait: true },
  PORTRAIT_COVERFLOW: { collection: true, portrait: true },
  GRID: { collection: true, portrait: false },
} satisfies Record<LayoutType, LayoutShape>;

/** A type this code does not know (from a newer server) has no shape. */
const shapeOf = (type: LayoutType | null | undefined): LayoutShape | undefined =>
  type ? (LAYOUT_SHAPES as Partial<Record<string, LayoutShape>>)[type] : undefined;

/** LANDSCAPE and PORTRAIT show one shoppable video; the others a media collection. */
export function isMultiMediaLayout(type: LayoutType): boolean {
  return shapeOf(type)?.collection ?? true;
}

/** PORTRAIT, PORTRAIT_CAROUSEL and PORTRAIT_COVERFLOW show 9:16 media; the others 16:9. */
export function isPortraitLayout(type: LayoutType | null | undefined): boolean {
  return shapeOf(type)?.portrait ?? false;
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
