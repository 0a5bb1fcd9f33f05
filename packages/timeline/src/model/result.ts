/**
 * What a command answers: the next state, or a refusal with a reason the UI can show (the spec's
 * tooltip or message where it gives one).
 */
import { timelineBlockReason } from '@vendy/client/domain';

export type RefusalReason =
  | 'read-only'
  | 'media-read-only'
  | 'video-processing'
  | 'video-error'
  | 'segment-has-audio'
  | 'empty-collection'
  | 'not-found'
  | 'wrong-target'
  | 'no-placement'
  | 'strategy-taken'
  | 'invalid';

export interface Refusal {
  ok: false;
  reason: RefusalReason;
  message: string;
}

export type CommandResult<S> = { ok: true; state: S } | Refusal;

/**
 * Messages of refusals. The video ones are the spec's tooltips (doc 3 §4), shared with the media
 * library through client/domain; the spec words no other, so the rest are plain sentences.
 */
export const REFUSAL_MESSAGES: Record<Exclude<RefusalReason, 'invalid'>, string> = {
  'read-only': 'This timeline is read-only.',
  'media-read-only': 'Media cannot be changed in this editor.',
  'video-processing': timelineBlockReason('PROCESSING') ?? '',
  'video-error': timelineBlockReason('ERROR') ?? '',
  'segment-has-audio': 'This segment already has audio.',
  'empty-collection': 'This photo collection has no photos.',
  'not-found': 'This item is no longer on the timeline.',
  'wrong-target': 'This item cannot be dropped here.',
  'no-placement': 'Choose a product placement to edit first.',
  'strategy-taken': 'Each strategy can compete only once in an experiment.',
};

export function ok<S>(state: S): CommandResult<S> {
  return { ok: true, state };
}

export function refuse(reason: Exclude<RefusalReason, 'invalid'>): Refusal {
  return { ok: false, reason, message: REFUSAL_MESSAGES[reason] };
}

/** A refusal carrying a validation message (the spec's placement messages). */
export function invalid(message: string): Refusal {
  return { ok: false, reason: 'invalid', message };
}
