import type { TimelineCatalog } from '../dnd/catalog';
import type { LibraryData } from '../MediaLibrary';

/** Titles and pictures of what the timeline shows, looked up in the media library's lists. */
export function catalogFromLibrary(data: LibraryData): TimelineCatalog {
  const products = new Map(data.products.map((p) => [p.id, p]));
  const links = new Map(data.affiliateLinks.map((l) => [l.id, l]));
  const collections = new Map(data.productCollections.map((c) => [c.id, c]));
  return {
    product: (id) => {
      const p = products.get(id);
      return p && { title: p.title, imageUrl: p.thumbnailUrl };
    },
    affiliateLink: (id) => {
      const l = links.get(id);
      return l && { title: l.title, imageUrl: l.thumbnailUrl };
    },
    collection: (id) => {
      const c = collections.get(id);
      return (
        c && {
          title: c.title,
          images: c.thumbnailUrl ? [c.thumbnailUrl] : [],
          productCount: c.productCount,
        }
      );
    },
  };
}
