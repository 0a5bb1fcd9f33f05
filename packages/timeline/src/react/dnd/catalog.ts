/**
 * What the timeline shows of products, links and collections it only knows by id: titles and
 * images from the app (usually the media library's lists). Everything is optional; the model's
 * stored names are the fallback.
 */
export interface CatalogEntry {
  title: string | null;
  imageUrl?: string | null;
}

export interface CatalogCollection {
  title: string | null;
  /** Product images of the collection; the card shows three and '+N more'. */
  images: readonly string[];
  /** Products in the collection, when more than its images (for '+N more'). */
  productCount?: number;
}

export interface TimelineCatalog {
  product?(productId: string): CatalogEntry | undefined;
  affiliateLink?(affiliateLinkId: string): CatalogEntry | undefined;
  collection?(productCollectionId: string): CatalogCollection | undefined;
}
