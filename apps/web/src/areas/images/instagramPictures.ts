// The group's synced Instagram pictures a photo collection can take: IMAGE posts and IMAGE carousel
// pictures whose address is our stored copy. An address that still carries an expiry is
// Instagram's own (its copy has not been made yet): it is never shown or used.
import {
  GetInstagramMediaDocument,
  type InstagramMediaFieldsFragment,
} from '@vendy/client/generated';
import { TEXT_MAX } from '@vendy/client/domain';
import { isInstagramConnectionError, type VendyRequest } from '@vendy/client/request';

export interface InstagramPicture {
  /** The InstagramMedia id the server takes. */
  id: string;
  /** The post's Instagram id: the sourceId of the Image the server makes of it. */
  externalId: string;
  /** The caption's first line, or 'Instagram photo' (the picker searches it). */
  title: string;
  caption: string | null;
  imageUrl: string;
  createdAt: string;
  updatedAt: string;
}

export type LoadInstagramPictures = (signal: AbortSignal) => Promise<readonly InstagramPicture[]>;

/** The caption's first non-empty line, at most TEXT_MAX characters. */
export function captionTitle(caption: string | null | undefined): string {
  const line = (caption ?? '')
    .split('\n')
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .find((text) => text.length > 0);
  if (!line) return 'Instagram photo';
  return line.length <= TEXT_MAX ? line : `${line.slice(0, TEXT_MAX - 1).trimEnd()}…`;
}

/** The pictures among synced media, in feed order (newest post first, then its carousel). */
export function instagramPictures(
  media: readonly InstagramMediaFieldsFragment[],
): InstagramPicture[] {
  return media.flatMap((item) =>
    item.mediaType === 'IMAGE' && item.mediaUrl && !item.mediaExpires
      ? [
          {
            id: item.id,
            externalId: item.externalId,
            title: captionTitle(item.caption),
            caption: item.caption ?? null,
            imageUrl: item.mediaUrl,
            createdAt: item.postedAt,
            updatedAt: item.postedAt,
          },
        ]
      : [],
  );
}

/** Said in the picker when Instagram refuses the account's token (the form stays open). */
export const CONNECTION_LOST =
  'Unable to connect to Instagram account. Reconnect it on the Instagram page, then try again.';

/** Loads the group's synced pictures (getInstagramMedia). */
export const loadInstagramPictures =
  (request: VendyRequest): LoadInstagramPictures =>
  async (signal) => {
    try {
      const { getInstagramMedia } = await request(GetInstagramMediaDocument, {}, { signal });
      return instagramPictures(getInstagramMedia);
    } catch (error) {
      // Leaving for /instagram/reconnect would throw away the form: the picker says it instead.
      if (isInstagramConnectionError(error)) throw new Error(CONNECTION_LOST);
      throw error;
    }
  };
