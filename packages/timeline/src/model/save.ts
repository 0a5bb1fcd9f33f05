/**
 * Saving (doc 3 §7): upsertVirtualVideo, then upsertStrategy for each competing placement that
 * changed, then upsertExperiment with the strategies' ids. The model builds the exact variables
 * of the generated operations; the caller supplies the three requests.
 */
import { DEFAULT_BANNER_INTERVAL, buildRanges } from '@vendy/client/domain';
import type {
  IndividualAssignmentInput,
  MultipleAssignmentInput,
  UpsertExperimentMutationVariables,
  UpsertStrategyMutationVariables,
  UpsertVirtualVideoMutationVariables,
} from '@vendy/client/generated';
import { REQUIRED_TEXT } from '@vendy/client/validation';
import { validateExperiment } from './commands/experiment';
import { defaultPlacementTitle } from './commands/placements';
import { invalid, refuse, type Refusal } from './result';
import { audioSource, competingPlacements } from './selectors';
import type {
  EditorState,
  PlacementTarget,
  ProductTarget,
  Segment,
  StaticCollection,
  Strategy,
  TimelineDocument,
} from './types';

/** A segment's overlay as upsertVirtualVideo takes it: its collection and box, or none. */
function overlayInput(segment: Segment) {
  const { overlay } = segment;
  if (!overlay) return { overlayId: null };
  const { image, ...box } = overlay;
  return { overlayId: image.id, ...box };
}

export function virtualVideoInput(state: EditorState): UpsertVirtualVideoMutationVariables {
  const { doc, server } = state;
  return {
    id: server.virtualVideoId,
    title: doc.title.trim(),
    segments: doc.segments.map((segment, rank) => ({
      id: server.segmentIds[segment.key] ?? null,
      rank,
      title: segment.title,
      videoId: segment.media.kind === 'video' ? segment.media.id : null,
      imageCollectionId: segment.media.kind === 'imageCollection' ? segment.media.id : null,
      audioId: segment.audio?.id ?? null,
      audioSrc: audioSource(segment),
      ...overlayInput(segment),
    })),
  };
}

type CollectionEntry = StaticCollection & {
  target: Extract<PlacementTarget, { kind: 'productCollection' }>;
};
type IndividualEntry = StaticCollection & { target: ProductTarget };

const isCollection = (item: StaticCollection): item is CollectionEntry =>
  item.target.kind === 'productCollection';
const isIndividual = (item: StaticCollection): item is IndividualEntry => !isCollection(item);

function splitStatics(strategy: Strategy) {
  return {
    collections: strategy.statics.filter(isCollection),
    individuals: strategy.statics.filter(isIndividual),
  };
}

function productFields(target: StaticCollection['target']) {
  return {
    productId: target.kind === 'product' ? target.productId : null,
    affiliateLinkId: target.kind === 'affiliateLink' ? target.affiliateLinkId : null,
  };
}

/**
 * upsertStrategy's variables. Individual assignments are the timed ones in time order, then the
 * static products and links; multiple assignments the static collections in track order. Ranks
 * follow that order, which is also how the server stores them.
 */
export function strategyInput(
  state: EditorState,
  strategy: Strategy,
  index = 0,
): UpsertStrategyMutationVariables {
  const ids = state.server.assignmentIds;
  const { collections, individuals } = splitStatics(strategy);
  const individualAssignments: IndividualAssignmentInput[] = [
    ...strategy.timed.map((item, rank) => ({
      id: ids[item.key] ?? null,
      ...productFields(item.target),
      adType: 'banner' as const,
      name: item.name,
      rank,
      startTimeIndex: item.startTime,
      instagramMediaId: item.instagramMediaId,
    })),
    ...individuals.map((item, i) => ({
      id: ids[item.key] ?? null,
      ...productFields(item.target),
      adType: 'banner_static' as const,
      name: item.name,
      rank: strategy.timed.length + i,
      startTimeIndex: 0,
      instagramMediaId: null,
    })),
  ];
  const multipleAssignments: MultipleAssignmentInput[] = collections.map((item, rank) => ({
    id: ids[item.key] ?? null,
    productCollectionId: item.target.productCollectionId,
    adType: item.adType,
    name: item.name,
    rank,
    startTimeIndex: item.adType === 'banner_static' ? 0 : item.startTime,
    bannerInterval: item.bannerInterval ?? DEFAULT_BANNER_INTERVAL,
  }));
  return {
    id: state.server.strategyIds[strategy.key] ?? null,
    title: strategy.title.trim() || defaultPlacementTitle(index + 1),
    assignments: { individualAssignments, multipleAssignments },
  };
}

/** Competing placements that are new or changed since the last load or save. */
export function strategiesToSave(state: EditorState): Strategy[] {
  const saved = new Map(state.server.saved.strategies.map((s) => [s.key, s]));
  return competingPlacements(state.doc)
    .map((p) => p.strategy)
    .filter((s) => !state.server.strategyIds[s.key] || saved.get(s.key) !== s);
}

/**
 * upsertExperiment's variables once the video and the strategies have ids, or null when there is
 * nothing to save (no entries and no experiment yet). Ranges are laid end to end in form order;
 * a 0 % entry gets none.
 */
export function experimentInput(
  state: EditorState,
  ids: { virtualVideoId: string; strategyIds: Readonly<Record<string, string>> },
): UpsertExperimentMutationVariables | null {
  const { doc, server } = state;
  const entries = doc.experiment.entries;
  if (entries.length === 0 && server.experimentId === null) return null;
  const items = buildRanges(
    entries.map((entry) => ({
      key: entry.key,
      strategyId: (entry.strategyKey && ids.strategyIds[entry.strategyKey]) || '',
      rangePercentage: Number(entry.percentage),
    })),
  );
  return {
    id: server.experimentId,
    title: doc.experiment.title.trim() || doc.title.trim(),
    virtualVideoId: ids.virtualVideoId,
    instagramFeedId: null,
    items: items.map((item) => ({
      id: server.entryIds[item.key] ?? null,
      strategyId: item.strategyId,
      rangePercentage: item.rangePercentage,
      ranges: item.ranges.filter((r) => r.end > r.start).map(({ start, end }) => ({ start, end })),
    })),
  };
}

/** Why the timeline cannot be saved now, or null. */
export function saveRefusal(state: EditorState): Refusal | null {
  if (state.mode.readOnly) return refuse('read-only');
  if (!state.doc.title.trim()) return invalid(REQUIRED_TEXT);
  const errors = validateExperiment(state.doc);
  if (errors.valid) return null;
  const first = Object.values(errors.entries)[0];
  return invalid(first?.strategy ?? first?.percentage ?? errors.total ?? '');
}

export interface SavedVirtualVideo {
  id: string;
  segments: ReadonlyArray<{ id: string; rank: number }>;
}

export interface SavedExperiment {
  id: string;
  items: ReadonlyArray<{
    id: string;
    strategyId: string;
    strategy?: {
      id: string;
      individualAssignments: ReadonlyArray<{ id: string; rank: number }>;
      multipleAssignments: ReadonlyArray<{ id: string; rank: number }>;
    };
  }>;
}

/** The three requests (e.g. graphql-request calls with the generated documents). */
export interface TimelineSaveApi {
  upsertVirtualVideo(variables: UpsertVirtualVideoMutationVariables): Promise<SavedVirtualVideo>;
  upsertStrategy(variables: UpsertStrategyMutationVariables): Promise<string>;
  upsertExperiment(variables: UpsertExperimentMutationVariables): Promise<SavedExperiment>;
}

export interface SavedTimeline {
  /** The document that was saved. */
  doc: TimelineDocument;
  virtualVideo: SavedVirtualVideo;
  /** Server id of each competing placement, by key. */
  strategyIds: Readonly<Record<string, string>>;
  /** Keys of the placements upserted by this save. */
  upserted: readonly string[];
  experiment: SavedExperiment | null;
}

/**
 * Saves in order and answers what the server gave back, for `applySaved`. A request that fails
 * rejects (with the server's message, as the request wrapper words it).
 */
export async function saveTimeline(
  state: EditorState,
  api: TimelineSaveApi,
): Promise<{ ok: true; saved: SavedTimeline } | Refusal> {
  const refusal = saveRefusal(state);
  if (refusal) return refusal;
  const virtualVideo = await api.upsertVirtualVideo(virtualVideoInput(state));
  const strategyIds: Record<string, string> = {};
  for (const { strategy } of competingPlacements(state.doc)) {
    const known = state.server.strategyIds[strategy.key];
    if (known) strategyIds[strategy.key] = known;
  }
  const changed = strategiesToSave(state);
  const all = competingPlacements(state.doc).map((p) => p.strategy.key);
  for (const strategy of changed) {
    strategyIds[strategy.key] = await api.upsertStrategy(
      strategyInput(state, strategy, all.indexOf(strategy.key)),
    );
  }
  const input = experimentInput(state, { virtualVideoId: virtualVideo.id, strategyIds });
  const experiment = input ? await api.upsertExperiment(input) : null;
  return {
    ok: true,
    saved: {
      doc: state.doc,
      virtualVideo,
      strategyIds,
      upserted: changed.map((s) => s.key),
      experiment,
    },
  };
}

function byRankIds(list: ReadonlyArray<{ id: string; rank: number }>): string[] {
  return [...list].sort((a, b) => a.rank - b.rank).map((item) => item.id);
}

/**
 * Records a save in the state (which may have moved on while the requests ran): the server ids
 * of everything saved, and the saved document as the clean point. Ids of what the save removed
 * are dropped, so undoing a removal later creates the item anew.
 */
export function applySaved(state: EditorState, saved: SavedTimeline): EditorState {
  const { doc } = saved;
  const segmentIds = Object.fromEntries(
    byRankIds(saved.virtualVideo.segments).flatMap((id, rank) => {
      const segment = doc.segments[rank];
      return segment ? [[segment.key, id]] : [];
    }),
  );
  const experiment = saved.experiment;
  const competing = competingPlacements(doc);
  // The server deletes strategies that left the experiment; others keep their ids.
  const left = new Set(
    experiment ? state.server.saved.experiment.entries.map((e) => e.strategyKey) : [],
  );
  const strategyIds: Record<string, string> = { ...saved.strategyIds };
  for (const [key, id] of Object.entries(state.server.strategyIds)) {
    if (!(key in strategyIds) && !left.has(key)) strategyIds[key] = id;
  }
  const entryIds: Record<string, string> = {};
  const assignmentIds: Record<string, string> = { ...state.server.assignmentIds };
  for (const { strategy, entryKey } of competing) {
    const item = experiment?.items.find((i) => i.strategyId === strategyIds[strategy.key]);
    if (!item) continue;
    entryIds[entryKey] = item.id;
    if (!item.strategy || !saved.upserted.includes(strategy.key)) continue;
    const { collections, individuals } = splitStatics(strategy);
    const individualKeys = [...strategy.timed, ...individuals].map((a) => a.key);
    const multipleKeys = collections.map((a) => a.key);
    const individualIds = byRankIds(item.strategy.individualAssignments);
    const multipleIds = byRankIds(item.strategy.multipleAssignments);
    if (individualIds.length === individualKeys.length) {
      individualKeys.forEach((key, i) => (assignmentIds[key] = individualIds[i]!));
    }
    if (multipleIds.length === multipleKeys.length) {
      multipleKeys.forEach((key, i) => (assignmentIds[key] = multipleIds[i]!));
    }
  }
  return {
    ...state,
    server: {
      virtualVideoId: saved.virtualVideo.id,
      experimentId: experiment ? experiment.id : state.server.experimentId,
      segmentIds,
      strategyIds,
      entryIds: experiment ? entryIds : state.server.entryIds,
      assignmentIds,
      saved: doc,
    },
  };
}
