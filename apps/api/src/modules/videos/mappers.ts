// Rows to the GraphQL Video: stored keys become absolute addresses, hosted media gets its HLS
// manifest address.
import { hlsManifestUrl } from '@vendy/client/domain';
import type { videos } from '../../db/schema';
import type { Storage } from '../storage';
import { mediaKeys } from './paths';
import { posterSources } from './poster-variants';

export type VideoRow = typeof videos.$inferSelect;

/** A stored thumbnail (a key of ours, or an absolute address kept as given) as a URL. */
export function thumbnailAddress(storage: Storage, stored: string | null): string | null {
  if (!stored) return null;
  if (/^https?:\/\//i.test(stored)) return stored;
  const key = storage.keyFromUrl(stored);
  return key ? storage.publicUrl(key) : null;
}

export function toVideo(row: VideoRow, storage: Storage) {
  const mediaId = row.source === 'UPLOAD' || row.source === 'INSTAGRAM' ? row.externalId : null;
  const poster =
    mediaId && row.status === 'READY' ? storage.publicUrl(mediaKeys.poster(mediaId)) : null;
  const thumbnailUrl = thumbnailAddress(storage, row.thumbnailUrl) ?? poster;
  return {
    id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    title: row.title,
    description: row.description,
    url: mediaId ? hlsManifestUrl(storage.mediaBaseUrl, mediaId) : (row.url ?? ''),
    duration: row.duration,
    aspectRatio: row.aspectRatio,
    status: row.status,
    // The poster made from the video stands in until a thumbnail is saved.
    thumbnailUrl,
    // WebP copies of the thumbnail at a few widths (poster-variants.ts), for storefront frames.
    thumbnailSources: posterSources(storage, thumbnailUrl),
    externalId: row.externalId,
    source: row.source,
    sourceId: row.sourceId,
    loop: row.loop,
  };
}
