/**
 * What the media library panel lists (doc 3 §2 'Timeline editor', §9 page sizes) and how a listed
 * entry becomes the model's `LibraryItem` when it is dragged.
 */
import { PICKER_PAGE_SIZES, filterByTitle, pageOf } from '@vendy/client/domain';
import type {
  AudioMedia,
  ImageCollectionMedia,
  LibraryItem,
  LibraryTab,
  VideoMedia,
} from '../../model';

export interface LibraryProduct {
  id: string;
  title: string;
  /** In the store's currency; null when the store gave none. */
  price: number | null;
  thumbnailUrl: string | null;
}

export interface LibraryAffiliateLink {
  id: string;
  title: string;
  price: number | null;
  thumbnailUrl: string | null;
}

export interface LibraryProductCollection {
  id: string;
  title: string;
  productCount: number;
  /** The first product's picture, if any (the library card shows it). */
  thumbnailUrl: string | null;
  /** The products' pictures in collection order (the timeline's card shows up to 3). */
  productImageUrls?: readonly string[];
}

/** The panel's lists, one per tab, with each tab's loading and error state. */
export interface LibraryData {
  products: readonly LibraryProduct[];
  productCollections: readonly LibraryProductCollection[];
  affiliateLinks: readonly LibraryAffiliateLink[];
  audios: readonly AudioMedia[];
  videos: readonly VideoMedia[];
  imageCollections: readonly ImageCollectionMedia[];
  /** Tabs whose list is still loading. */
  loading?: Partial<Record<LibraryTab, boolean>>;
  /** Tabs whose list failed to load, with the message to show (e.g. 'Unable to get products.'). */
  error?: Partial<Record<LibraryTab, string | null>>;
}

/** One listed entry of a tab, whatever its kind. */
export type LibraryEntry =
  | { tab: 'products'; value: LibraryProduct }
  | { tab: 'collections'; value: LibraryProductCollection }
  | { tab: 'affiliateLinks'; value: LibraryAffiliateLink }
  | { tab: 'audios'; value: AudioMedia }
  | { tab: 'videos'; value: VideoMedia }
  | { tab: 'imageCollections'; value: ImageCollectionMedia };

/** Items per page of each tab (doc 3 §9). */
export const LIBRARY_PAGE_SIZES: Readonly<Record<LibraryTab, number>> = {
  products: PICKER_PAGE_SIZES.products,
  collections: PICKER_PAGE_SIZES.productCollections,
  affiliateLinks: PICKER_PAGE_SIZES.affiliateLinks,
  audios: PICKER_PAGE_SIZES.audios,
  videos: PICKER_PAGE_SIZES.videos,
  imageCollections: PICKER_PAGE_SIZES.imageCollections,
};

export const LIBRARY_TAB_LABELS: Readonly<Record<LibraryTab, string>> = {
  products: 'Products',
  collections: 'Collections',
  affiliateLinks: 'Affiliate Links',
  audios: 'Audios',
  videos: 'Videos',
  imageCollections: 'Image Collections',
};

/** Doc 3 §8 'Empty states' ('You don't have any products/videos/audio/image collections.'). */
export const LIBRARY_EMPTY_MESSAGES: Readonly<Record<LibraryTab, string>> = {
  products: "You don't have any products.",
  collections: "You don't have any product collections.",
  affiliateLinks: "You don't have any affiliate links.",
  audios: "You don't have any audio.",
  videos: "You don't have any videos.",
  imageCollections: "You don't have any image collections.",
};

export const NO_SEARCH_RESULTS = 'Nothing matches your search.';

/** The entries of a tab, in list order. */
export function libraryEntries(data: LibraryData, tab: LibraryTab): LibraryEntry[] {
  switch (tab) {
    case 'products':
      return data.products.map((value) => ({ tab, value }));
    case 'collections':
      return data.productCollections.map((value) => ({ tab, value }));
    case 'affiliateLinks':
      return data.affiliateLinks.map((value) => ({ tab, value }));
    case 'audios':
      return data.audios.map((value) => ({ tab, value }));
    case 'videos':
      return data.videos.map((value) => ({ tab, value }));
    case 'imageCollections':
      return data.imageCollections.map((value) => ({ tab, value }));
  }
}

/** What the model gets when this entry is dragged. */
export function toLibraryItem(entry: LibraryEntry): LibraryItem {
  switch (entry.tab) {
    case 'products':
      return { type: 'product', productId: entry.value.id, name: entry.value.title };
    case 'collections':
      return {
        type: 'productCollection',
        productCollectionId: entry.value.id,
        name: entry.value.title,
      };
    case 'affiliateLinks':
      return { type: 'affiliateLink', affiliateLinkId: entry.value.id, name: entry.value.title };
    case 'audios':
      return { type: 'audio', audio: entry.value };
    case 'videos':
      return { type: 'video', media: entry.value };
    case 'imageCollections':
      return { type: 'imageCollection', media: entry.value };
  }
}

/** The dnd-kit id of a listed entry. */
export function libraryDragId(entry: LibraryEntry): string {
  return `library:${entry.tab}:${entry.value.id}`;
}

export interface LibraryPage {
  entries: LibraryEntry[];
  /** Pages counted from 0; the requested page is clamped to those that exist. */
  page: number;
  pageCount: number;
  /** Entries matching the search, over all pages. */
  matching: number;
}

/** A page of a tab's entries whose title contains the trimmed query, ignoring case. */
export function libraryPage(
  data: LibraryData,
  tab: LibraryTab,
  query: string,
  page: number,
): LibraryPage {
  const matching = filterByTitle(
    libraryEntries(data, tab).map((entry) => ({ entry, title: entry.value.title })),
    query,
  ).map(({ entry }) => entry);
  const size = LIBRARY_PAGE_SIZES[tab];
  const pageCount = Math.max(1, Math.ceil(matching.length / size));
  const current = Math.min(Math.max(0, page), pageCount - 1);
  return {
    entries: pageOf(matching, current, size),
    page: current,
    pageCount,
    matching: matching.length,
  };
}
