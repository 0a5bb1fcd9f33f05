import type { OperationSpec } from './types';

type Entry = Omit<OperationSpec, 'kind' | 'doc'> & Partial<Pick<OperationSpec, 'doc'>>;

// Operations that document 1 names first keep doc: 1 (the index lets the first document win).
const query = (entry: Entry): OperationSpec => ({ doc: 2, ...entry, kind: 'query' });
const mutation = (entry: Entry): OperationSpec => ({ doc: 2, ...entry, kind: 'mutation' });

/** Operations of specification document 2, §7. */
export const catalogueAssetsOperations: readonly OperationSpec[] = [
  // Queries
  query({ name: 'getProducts', fallback: 'Unable to get products.', access: 'member' }),
  query({ name: 'getProductsPaginated', fallback: 'Unable to get products.', access: 'member' }),
  query({
    name: 'getProductCollections',
    fallback: 'Unable to get product collections.',
    access: 'member',
  }),
  query({
    name: 'getAffiliateLinks',
    fallback: 'Unable to get affiliate links.',
    access: 'member',
  }),
  query({ name: 'getVideos', fallback: 'Unable to get videos.', access: 'member' }),
  query({ name: 'getAudios', fallback: 'Unable to get audio files.', access: 'member' }),
  // The catalogue has no image-collection list message; this generic one is its closest.
  query({ name: 'getImageCollections', fallback: 'Unable to get data.', access: 'member' }),
  query({
    name: 'getShopifyStore',
    fallback: 'Unable to get Shopify store.',
    access: 'member',
    doc: 1,
  }),
  // Used on /shopify-connect before any group is chosen, so any signed-in user may ask.
  query({
    name: 'checkStoreCredentialOwner',
    fallback: 'Unable to check store credential owner.',
    access: 'user',
    doc: 1,
  }),
  query({
    name: 'getBulkOperationStatus',
    fallback: 'Unable to get status of operation.',
    access: 'member',
  }),
  query({ name: 'getResourceCounts', fallback: 'Unable to get data.', access: 'member', doc: 1 }),
  query({
    name: 'getProductImageUploadUrls',
    fallback: 'Unable to get image upload urls.',
    access: 'member',
  }),
  query({ name: 'getVideoUploadUrl', fallback: 'Error retrieving upload url.', access: 'member' }),
  query({
    name: 'getVideoImageUploadUrl',
    fallback: 'Could not get image upload URL.',
    access: 'member',
  }),
  query({
    name: 'getAudioUploadUrl',
    fallback: 'Error retrieving S3 upload url.',
    access: 'member',
  }),
  query({
    name: 'getImageUploadUrls',
    fallback: 'Unable to get image upload urls.',
    access: 'member',
  }),
  query({
    name: 'getAffiliateLinkImageUploadUrls',
    fallback: 'Unable to get image upload url.',
    access: 'member',
  }),
  query({
    name: 'getInstagramVideos',
    fallback: 'Unable to get Instagram media.',
    access: 'member',
  }),
  query({
    name: 'getInstagramAccount',
    fallback: 'Unable to get instagram account.',
    access: 'member',
  }),
  query({
    name: 'getInstagramMedia',
    fallback: 'Unable to get Instagram media.',
    access: 'member',
  }),
  query({
    name: 'getInstagramFeeds',
    fallback: 'Unable to get Instagram feeds.',
    access: 'member',
  }),
  query({ name: 'getEmbeddedInstagramFeed', fallback: 'Unable to load feed.', access: 'public' }),
  query({ name: 'adminGetProducts', fallback: 'Unable to get products.', access: 'admin' }),
  query({
    name: 'adminGetProductCollections',
    fallback: 'Unable to get product collections.',
    access: 'admin',
  }),
  query({ name: 'adminGetVideos', fallback: 'Unable to get videos.', access: 'admin' }),
  query({ name: 'adminGetAudios', fallback: 'Unable to get audio files.', access: 'admin' }),
  query({ name: 'adminGetImageCollections', fallback: 'Unable to get data.', access: 'admin' }),
  query({
    name: 'adminGetAffiliateLinks',
    fallback: 'Unable to get affiliate links.',
    access: 'admin',
  }),

  // Mutations
  mutation({
    name: 'connectDevShopifyStore',
    fallback: 'Unable to connect to this shopify store.',
    access: 'admin',
    doc: 1,
  }),
  // Takes the target groupId explicitly; the server checks membership and the store credential.
  mutation({
    name: 'connectShopifyStoreToGroup',
    fallback: 'Unable to connect store.',
    access: 'user',
    doc: 1,
  }),
  mutation({
    name: 'getProductsBulk',
    fallback: 'Unable to start Shopify bulk query operation.',
    access: 'member',
  }),
  mutation({
    name: 'getProductCollectionsBulk',
    fallback: 'Unable to start Shopify bulk query operation.',
    access: 'member',
  }),
  mutation({
    name: 'upsertProducts',
    fallback: 'Error writing product data to database.',
    access: 'member',
  }),
  mutation({
    name: 'upsertProductCollections',
    fallback: 'Error writing product collection data to database.',
    access: 'member',
  }),
  mutation({
    name: 'deleteProductCollection',
    fallback: 'Error deleting product collection.',
    access: 'member',
  }),
  mutation({
    name: 'archiveProduct',
    fallback: 'Error deleting product from the database.',
    access: 'member',
  }),
  mutation({
    name: 'upsertAffiliateLink',
    fallback: 'Unable to save affiliate link.',
    access: 'member',
  }),
  mutation({
    name: 'archiveAffiliateLink',
    fallback: 'Error deleting link from the database.',
    access: 'member',
  }),
  mutation({ name: 'upsertVideo', fallback: 'Error saving video data.', access: 'member' }),
  mutation({
    name: 'checkAndUpdateVideoStatus',
    fallback: 'Unable to get videos.',
    access: 'member',
  }),
  mutation({ name: 'deleteVideo', fallback: 'Error deleting video.', access: 'member' }),
  mutation({ name: 'uploadVideoFromUrl', fallback: 'Error importing video.', access: 'member' }),
  mutation({ name: 'upsertAudio', fallback: 'Error saving audio data.', access: 'member' }),
  mutation({ name: 'deleteAudio', fallback: 'Error deleting audio.', access: 'member' }),
  mutation({ name: 'upsertImage', fallback: 'Error upserting image.', access: 'member' }),
  // Images are removed while editing a photo collection; no image-specific message exists.
  mutation({ name: 'deleteImage', fallback: 'Error deleting image collection.', access: 'member' }),
  mutation({
    name: 'saveImageCollection',
    fallback: 'Error uploading image collection',
    access: 'member',
  }),
  mutation({
    name: 'upsertImageCollection',
    fallback: 'Error uploading image collection',
    access: 'member',
  }),
  mutation({
    name: 'deleteImageCollection',
    fallback: 'Error deleting image collection.',
    access: 'member',
  }),
  mutation({
    name: 'setupInstagramAccount',
    fallback: 'Unable to connect to Instagram account.',
    access: 'member',
  }),
  mutation({
    name: 'disconnectInstagramAccount',
    fallback: 'Unable to disconnect account.',
    access: 'member',
  }),
  mutation({ name: 'syncInstagramAccount', fallback: 'Unable to sync account.', access: 'member' }),
  mutation({ name: 'upsertInstagramFeed', fallback: 'Error saving feed data.', access: 'member' }),
  mutation({
    name: 'deleteInstagramFeed',
    fallback: 'Unable to delete Instagram feed.',
    access: 'member',
  }),
];
