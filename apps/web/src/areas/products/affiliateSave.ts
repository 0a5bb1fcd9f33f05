// Saving an affiliate link from the browser (doc 2 §5, §7): new pictures get a thumbnail, are
// named {linkId}_{hash}.{ext}, PUT to the signed addresses getAffiliateLinkImageUploadUrls gives,
// and the link is saved with every picture in its order.
import {
  GetAffiliateLinkImageUploadUrlsDocument,
  UpsertAffiliateLinkDocument,
  type AffiliateLinkFieldsFragment,
  type AffiliateLinkImageInput,
} from '@vendy/client/generated';
import { NOT_AN_IMAGE_FILE } from '@vendy/client/validation';
import type { VendyRequest } from '@vendy/client/request';
import { mapWithConcurrency } from './concurrency';
import { extensionForType, fileHash, makeThumbnail, putFile, thumbnailTypeFor } from './imageFiles';

/** A picture of the form: one the link has already, or a file just chosen. */
export type FormImage =
  | { id: string; src: string; kind: 'saved'; imageUrl: string; thumbnailUrl: string }
  | { id: string; src: string; kind: 'new'; file: File };

export interface AffiliateLinkValues {
  title: string;
  price: number;
  url: string;
  ctaText?: string | null | undefined;
}

export interface AffiliateSaveDeps {
  request: VendyRequest;
  putFile: (url: string, file: Blob, contentType: string) => Promise<void>;
  makeThumbnail: (image: Blob, type: string) => Promise<Blob>;
  fileHash: (file: Blob) => Promise<string>;
  newId: () => string;
}

export const browserSaveDeps = (request: VendyRequest): AffiliateSaveDeps => ({
  request,
  putFile,
  makeThumbnail,
  fileHash,
  newId: () => crypto.randomUUID(),
});

export const uploadFailed = (fileName: string) => `Unable to upload image: ${fileName}`;

/** True for the picture types the app stores (JPEG, PNG, GIF, WebP, AVIF). */
export const isStorableImage = (file: File) => extensionForType(file.type) !== '';

interface Prepared {
  image: FormImage & { kind: 'new' };
  imageName: string;
  thumbnail: Blob;
  thumbnailType: string;
  thumbnailName: string;
}

async function prepare(
  deps: AffiliateSaveDeps,
  linkId: string,
  image: FormImage & { kind: 'new' },
): Promise<Prepared> {
  const { file } = image;
  if (!isStorableImage(file)) throw new Error(NOT_AN_IMAGE_FILE);
  const imageName = `${linkId}_${await deps.fileHash(file)}.${extensionForType(file.type)}`;
  try {
    const thumbnailType = thumbnailTypeFor(file.type);
    const thumbnail = await deps.makeThumbnail(file, thumbnailType);
    const thumbnailName = `${linkId}_${await deps.fileHash(thumbnail)}.${extensionForType(thumbnailType)}`;
    return { image, imageName, thumbnail, thumbnailType, thumbnailName };
  } catch (error) {
    // A picture the browser cannot draw (e.g. an unusual format) serves as its own thumbnail.
    console.error(`No thumbnail for ${file.name}:`, error);
    return {
      image,
      imageName,
      thumbnail: file,
      thumbnailType: file.type,
      thumbnailName: imageName,
    };
  }
}

/**
 * Uploads the new pictures and saves the link; answers the saved link. A new link gets its id
 * here, so its pictures can be named after it before it exists.
 */
export async function saveAffiliateLink(
  deps: AffiliateSaveDeps,
  {
    id,
    values,
    images,
  }: { id: string | null; values: AffiliateLinkValues; images: readonly FormImage[] },
): Promise<AffiliateLinkFieldsFragment> {
  const linkId = id ?? deps.newId();
  const fresh = images.filter(
    (image): image is FormImage & { kind: 'new' } => image.kind === 'new',
  );
  const prepared = await mapWithConcurrency(fresh, 4, (image) => prepare(deps, linkId, image));

  // Each distinct file once (a picture that is its own thumbnail appears twice).
  const files = new Map<string, { blob: Blob; type: string; label: string }>();
  for (const p of prepared) {
    files.set(p.imageName, {
      blob: p.image.file,
      type: p.image.file.type,
      label: p.image.file.name,
    });
    if (!files.has(p.thumbnailName)) {
      files.set(p.thumbnailName, {
        blob: p.thumbnail,
        type: p.thumbnailType,
        label: p.image.file.name,
      });
    }
  }
  const keys = new Map<string, string>();
  if (files.size > 0) {
    const { getAffiliateLinkImageUploadUrls: urls } = await deps.request(
      GetAffiliateLinkImageUploadUrlsDocument,
      { fileData: [...files].map(([fileName, file]) => ({ fileName, fileType: file.type })) },
    );
    await mapWithConcurrency(urls, 4, async (upload) => {
      const file = files.get(upload.fileName);
      if (!file) throw new Error(uploadFailed(upload.fileName));
      if (!upload.objectExists) {
        try {
          await deps.putFile(upload.url, file.blob, file.type);
        } catch (error) {
          console.error(`Upload of ${file.label} failed:`, error);
          throw new Error(uploadFailed(file.label));
        }
      }
      keys.set(upload.fileName, upload.fileKey);
    });
  }

  const byId = new Map(prepared.map((p) => [p.image.id, p]));
  const imageInputs: AffiliateLinkImageInput[] = images.map((image, rank) => {
    if (image.kind === 'saved') {
      return { rank, imageUrl: image.imageUrl, thumbnailUrl: image.thumbnailUrl };
    }
    const p = byId.get(image.id);
    const imageKey = p && keys.get(p.imageName);
    const thumbnailKey = p && keys.get(p.thumbnailName);
    if (!imageKey || !thumbnailKey) throw new Error(uploadFailed(image.file.name));
    return { rank, imageUrl: imageKey, thumbnailUrl: thumbnailKey };
  });

  const { upsertAffiliateLink } = await deps.request(UpsertAffiliateLinkDocument, {
    id: linkId,
    title: values.title,
    price: values.price,
    url: values.url,
    ctaText: values.ctaText ?? '',
    images: imageInputs,
  });
  return upsertAffiliateLink;
}
