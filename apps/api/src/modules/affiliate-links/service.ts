// Affiliate links of a group: listing, saving (with their images), archiving, and the signed
// upload addresses of their images. Callers have already authorized the group.
import { and, asc, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import {
  affiliateLinkImages,
  affiliateLinks,
  type AffiliateLinkImageRow,
  type AffiliateLinkRow,
} from '../../db/schema';
import { UserError } from '../../errors';
import type { AffiliateLink, AssetUploadUrl } from '../../graphql/generated/resolvers-types';
import type { Logger } from '../../logger';
import { FORBIDDEN_MESSAGE } from '../auth';
import { isUniqueViolation } from '../../db/errors';
import { UploadRejectedError, type Storage } from '../storage';
import { imageKey, isGroupImageKey, MAX_IMAGE_BYTES, type ImageFileName } from './keys';
import {
  FILE_NOT_FOUND,
  LINK_NOT_FOUND,
  UNABLE_TO_GET_UPLOAD_URLS,
  uploadFailed,
} from './messages';

const forbidden = () => new UserError(FORBIDDEN_MESSAGE, { code: 'FORBIDDEN' });

/** An image as the client references it: a fileKey or a public address of one of our files. */
export interface ImageReference {
  rank: number;
  imageUrl: string;
  thumbnailUrl: string;
}

export interface AffiliateLinkInput {
  /** A new client-generated UUID creates a link with that id; an existing one updates it. */
  id?: string | null | undefined;
  title: string;
  /** Omitted or null keeps the stored text on update; '' clears it. */
  description?: string | null | undefined;
  price: number;
  ctaText?: string | null | undefined;
  url: string;
  /** Replaces the images when given. */
  images?: readonly ImageReference[] | null | undefined;
}

export interface ServiceDeps {
  db: Database;
  storage: Storage;
  logger: Logger;
}

/** The SDL's AffiliateLink for rows of one link. */
export function toAffiliateLink(
  storage: Storage,
  link: AffiliateLinkRow,
  images: readonly AffiliateLinkImageRow[],
): AffiliateLink {
  return {
    id: link.id,
    createdAt: link.createdAt,
    updatedAt: link.updatedAt,
    groupId: link.groupId,
    title: link.title,
    description: link.description,
    price: Number(link.price),
    ctaText: link.ctaText,
    url: link.url,
    images: [...images]
      .sort((a, b) => a.rank - b.rank)
      .map((image) => ({
        id: image.id,
        affiliateLinkId: image.affiliateLinkId,
        imageUrl: storage.publicUrl(image.fileKey),
        thumbnailUrl: storage.publicUrl(image.thumbnailFileKey),
        rank: image.rank,
      })),
  };
}

async function withImages(
  db: Database,
  storage: Storage,
  links: readonly AffiliateLinkRow[],
): Promise<AffiliateLink[]> {
  if (links.length === 0) return [];
  const images = await db
    .select()
    .from(affiliateLinkImages)
    .where(
      inArray(
        affiliateLinkImages.affiliateLinkId,
        links.map((link) => link.id),
      ),
    )
    .orderBy(asc(affiliateLinkImages.rank));
  const byLink = new Map<string, AffiliateLinkImageRow[]>();
  for (const image of images) {
    const list = byLink.get(image.affiliateLinkId) ?? [];
    list.push(image);
    byLink.set(image.affiliateLinkId, list);
  }
  return links.map((link) => toAffiliateLink(storage, link, byLink.get(link.id) ?? []));
}

/** The group's links that are not archived, newest first. */
export async function listAffiliateLinks(
  db: Database,
  storage: Storage,
  groupId: string,
): Promise<AffiliateLink[]> {
  const links = await db
    .select()
    .from(affiliateLinks)
    .where(and(eq(affiliateLinks.groupId, groupId), eq(affiliateLinks.archived, false)))
    .orderBy(desc(affiliateLinks.createdAt), desc(affiliateLinks.id));
  return withImages(db, storage, links);
}

/**
 * The group's links among `ids` that are not archived (for modules that place links, e.g. the
 * public viewer data); ids of other groups or archived links are left out.
 */
export async function affiliateLinksByIds(
  db: Database,
  storage: Storage,
  groupId: string,
  ids: readonly string[],
): Promise<AffiliateLink[]> {
  if (ids.length === 0) return [];
  const links = await db
    .select()
    .from(affiliateLinks)
    .where(
      and(
        eq(affiliateLinks.groupId, groupId),
        eq(affiliateLinks.archived, false),
        inArray(affiliateLinks.id, [...ids]),
      ),
    );
  return withImages(db, storage, links);
}

/** The link with this id in any group, or undefined. */
async function findLink(db: Database, id: string): Promise<AffiliateLinkRow | undefined> {
  const [link] = await db.select().from(affiliateLinks).where(eq(affiliateLinks.id, id));
  return link;
}

/** The group's own, not archived link (FORBIDDEN for another group's, not found otherwise). */
function ownLink(link: AffiliateLinkRow | undefined, groupId: string): AffiliateLinkRow {
  if (link && link.groupId !== groupId) throw forbidden();
  if (!link || link.archived) throw new UserError(LINK_NOT_FOUND, { code: 'NOT_FOUND' });
  return link;
}

/** The storage key a client reference names, when it is one of this group's image uploads. */
function groupKey(storage: Storage, groupId: string, reference: string): string {
  const key = storage.keyFromUrl(reference.trim());
  if (!key || !isGroupImageKey(groupId, key)) throw new UserError(FILE_NOT_FOUND);
  return key;
}

/** Checks that a newly referenced file was uploaded and holds an image of an accepted size. */
async function verifyImage(deps: ServiceDeps, key: string): Promise<void> {
  try {
    await deps.storage.verifyUpload(key, { kind: 'image', maxBytes: MAX_IMAGE_BYTES });
  } catch (error) {
    if (error instanceof UploadRejectedError) {
      if (error.reason === 'missing') throw new UserError(FILE_NOT_FOUND);
      throw new UserError(uploadFailed(key.slice(key.lastIndexOf('/') + 1)));
    }
    throw error;
  }
}

interface ResolvedImage {
  rank: number;
  fileKey: string;
  thumbnailFileKey: string;
}

/** Sorted by rank and renumbered 0..n-1, so ranks stay a clean sequence whatever was sent. */
function ranked(images: readonly ResolvedImage[]): ResolvedImage[] {
  return images
    .map((image, index) => ({ image, index }))
    .sort((a, b) => a.image.rank - b.image.rank || a.index - b.index)
    .map(({ image }, rank) => ({ ...image, rank }));
}

/** Removes stored files that no affiliate link image refers to any more (best effort). */
async function deleteUnreferenced(deps: ServiceDeps, keys: ReadonlySet<string>): Promise<void> {
  if (keys.size === 0) return;
  const list = [...keys];
  const still = await deps.db
    .select({ fileKey: affiliateLinkImages.fileKey, thumb: affiliateLinkImages.thumbnailFileKey })
    .from(affiliateLinkImages)
    .where(
      or(
        inArray(affiliateLinkImages.fileKey, list),
        inArray(affiliateLinkImages.thumbnailFileKey, list),
      ),
    );
  const referenced = new Set(still.flatMap((row) => [row.fileKey, row.thumb]));
  for (const key of list) {
    if (referenced.has(key)) continue;
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.logger.warn({ err: error, key }, 'affiliate link image not deleted');
    }
  }
}

const blankToNull = (text: string | null | undefined) =>
  text === undefined || text === null ? text : text === '' ? null : text;

/**
 * Creates or updates a link of the group; `images`, when given, replaces its images. Every image
 * must be a file this group uploaded through getAffiliateLinkImageUploadUrls.
 */
export async function upsertAffiliateLink(
  deps: ServiceDeps,
  groupId: string,
  input: AffiliateLinkInput,
): Promise<AffiliateLink> {
  const { db, storage } = deps;
  const existing = input.id ? await findLink(db, input.id) : undefined;
  if (existing) ownLink(existing, groupId);

  let images: ResolvedImage[] | undefined;
  if (input.images) {
    images = ranked(
      input.images.map((image) => ({
        rank: image.rank,
        fileKey: groupKey(storage, groupId, image.imageUrl),
        thumbnailFileKey: groupKey(storage, groupId, image.thumbnailUrl),
      })),
    );
  }

  const previous = existing
    ? await db
        .select()
        .from(affiliateLinkImages)
        .where(eq(affiliateLinkImages.affiliateLinkId, existing.id))
    : [];
  const previousKeys = new Set(previous.flatMap((row) => [row.fileKey, row.thumbnailFileKey]));
  if (images) {
    // Files already on this link were checked when they were first attached.
    const fresh = new Set(images.flatMap((image) => [image.fileKey, image.thumbnailFileKey]));
    for (const key of fresh) if (!previousKeys.has(key)) await verifyImage(deps, key);
  }

  const description = blankToNull(input.description);
  const ctaText = blankToNull(input.ctaText);
  const price = input.price.toFixed(2);

  let saved: { link: AffiliateLinkRow; images: AffiliateLinkImageRow[] };
  try {
    saved = await db.transaction(async (tx) => {
      let link: AffiliateLinkRow | undefined;
      if (existing) {
        const [locked] = await tx
          .select()
          .from(affiliateLinks)
          .where(eq(affiliateLinks.id, existing.id))
          .for('update');
        ownLink(locked, groupId);
        [link] = await tx
          .update(affiliateLinks)
          .set({
            title: input.title,
            price,
            url: input.url,
            ...(description === undefined ? {} : { description }),
            ...(ctaText === undefined ? {} : { ctaText }),
            updatedAt: new Date(),
          })
          .where(eq(affiliateLinks.id, existing.id))
          .returning();
      } else {
        [link] = await tx
          .insert(affiliateLinks)
          .values({
            ...(input.id ? { id: input.id } : {}),
            groupId,
            title: input.title,
            description: description ?? null,
            price,
            ctaText: ctaText ?? null,
            url: input.url,
          })
          .returning();
      }
      if (!link) throw new Error('affiliate link write returned nothing');

      let rows: AffiliateLinkImageRow[];
      if (images) {
        await tx
          .delete(affiliateLinkImages)
          .where(eq(affiliateLinkImages.affiliateLinkId, link.id));
        rows = images.length
          ? await tx
              .insert(affiliateLinkImages)
              .values(images.map((image) => ({ ...image, affiliateLinkId: link.id })))
              .returning()
          : [];
      } else {
        rows = previous;
      }
      return { link, images: rows };
    });
  } catch (error) {
    // Another group created a link with this id between the check and the insert.
    if (isUniqueViolation(error)) throw forbidden();
    throw error;
  }

  if (images) {
    const kept = new Set(images.flatMap((image) => [image.fileKey, image.thumbnailFileKey]));
    await deleteUnreferenced(deps, new Set([...previousKeys].filter((key) => !kept.has(key))));
  }
  return toAffiliateLink(storage, saved.link, saved.images);
}

/** Archives a link of the group: it leaves every list (its images stay for placed copies). */
export async function archiveAffiliateLink(
  db: Database,
  groupId: string,
  linkId: string,
): Promise<void> {
  const link = ownLink(await findLink(db, linkId), groupId);
  await db
    .update(affiliateLinks)
    .set({ archived: true, updatedAt: new Date() })
    .where(and(eq(affiliateLinks.id, link.id), eq(affiliateLinks.groupId, groupId)));
}

export interface FileData {
  fileName: string;
  fileType: string;
}

/**
 * Signed PUT addresses for image files named {linkId}_{hash}.{ext}, under the group's prefix.
 * A link id that belongs to another group is refused, so no group can prepare files for another's
 * link.
 */
export async function imageUploadUrls(
  deps: ServiceDeps,
  groupId: string,
  files: ReadonlyArray<FileData & { name: ImageFileName }>,
): Promise<AssetUploadUrl[]> {
  const { db, storage } = deps;
  const linkIds = [...new Set(files.map((file) => file.name.linkId))];
  if (linkIds.length) {
    const [foreign] = await db
      .select({ id: affiliateLinks.id })
      .from(affiliateLinks)
      .where(and(inArray(affiliateLinks.id, linkIds), ne(affiliateLinks.groupId, groupId)))
      .limit(1);
    if (foreign) throw forbidden();
  }
  try {
    return await Promise.all(
      files.map(async (file) => {
        const key = imageKey(groupId, file.name);
        const [upload, objectExists] = await Promise.all([
          storage.createUploadUrl({
            key,
            kind: 'image',
            contentType: file.fileType,
            maxBytes: MAX_IMAGE_BYTES,
            // Named after a hash of its bytes: a key never holds two different files.
            immutable: true,
          }),
          storage.exists(key),
        ]);
        return { fileName: file.fileName, fileKey: upload.fileKey, url: upload.url, objectExists };
      }),
    );
  } catch (error) {
    deps.logger.error({ err: error, groupId }, 'affiliate link upload urls failed');
    throw new UserError(UNABLE_TO_GET_UPLOAD_URLS);
  }
}
