import type { OperationSpec } from './types';

const op = (
  name: string,
  kind: OperationSpec['kind'],
  access: OperationSpec['access'],
  fallback: string,
  doc: OperationSpec['doc'] = 3,
): OperationSpec => ({ name, kind, access, fallback, doc });

// The catalogue's generic wording, for calls it gives no message of their own.
const GET_DATA = 'Unable to get data.';
const SAVE_DATA = 'Error saving data.';
const GET_PLACEMENT = 'Unable to get product placement.';

/**
 * Operations of specification document 3, §7, in the table's order, plus the admin read-only
 * variants that document 1 §6 grants (any group's widgets, virtual videos, strategies and
 * experiments). Rows another document names first keep that document's number; the index keeps
 * one of each. `member` means a member of the session's current group: layouts, placements,
 * branding and AI are open to OWNER and USER alike (plan gates are checked separately).
 */
export const layoutsPlacementsOperations: readonly OperationSpec[] = [
  // Layouts, media collections, shoppable videos
  op('getWidgets', 'query', 'member', 'Unable to get layouts.'),
  op('getEmbeddedWidget', 'query', 'public', 'Unable to get layout.'),
  op('upsertWidgetBase', 'mutation', 'member', 'Error saving widget.'),
  op('markWidgetAsReady', 'mutation', 'member', 'Could not save layout.'),
  op('attachMediaCollectionToWidget', 'mutation', 'member', 'Could not save layout.'),
  op('attachVirtualVideoToWidget', 'mutation', 'member', 'Could not save layout.'),
  op('deleteWidget', 'mutation', 'member', 'Error deleting widget.'),
  op('getMediaCollections', 'query', 'member', GET_DATA),
  op('upsertMediaCollection', 'mutation', 'member', SAVE_DATA),
  op('deleteMediaCollection', 'mutation', 'member', SAVE_DATA),
  op('getVirtualVideos', 'query', 'member', 'Unable to get virtual videos.'),
  op('upsertVirtualVideo', 'mutation', 'member', SAVE_DATA),

  // Placements and experiments
  op('getStrategies', 'query', 'member', GET_PLACEMENT),
  op('getExperiments', 'query', 'member', GET_PLACEMENT),
  op('upsertStrategy', 'mutation', 'member', 'Error saving placement data.'),
  op('upsertExperiment', 'mutation', 'member', 'Error saving placement data.'),
  op('deleteStrategy', 'mutation', 'member', 'Error deleting placement.'),
  op('deleteExperiment', 'mutation', 'member', 'Error deleting placement.'),
  op('getExperimentData', 'query', 'public', GET_DATA),
  op(
    'getExperimentForVirtualVideo',
    'query',
    'member',
    'Could not fetch existing product placement.',
  ),
  op(
    'getExperimentForInstagramFeed',
    'query',
    'member',
    'Could not fetch existing product placement.',
  ),

  // Rows documents 1 and 2 name first (the wizard and the editor's media library use them)
  op('getResourceCounts', 'query', 'member', GET_DATA, 1),
  op('checkAndUpdateVideoStatus', 'mutation', 'member', 'Unable to get videos.', 2),
  op('getProductCollections', 'query', 'member', 'Unable to get product collections.', 2),
  op('getProducts', 'query', 'member', 'Unable to get products.', 2),
  op('getShopifyStore', 'query', 'member', 'Unable to get Shopify store.', 1),
  op('getVideos', 'query', 'member', 'Unable to get videos.', 2),
  op('getAudios', 'query', 'member', 'Unable to get audio files.', 2),
  op('getImageCollections', 'query', 'member', GET_DATA, 2),
  op('getAffiliateLinks', 'query', 'member', 'Unable to get affiliate links.', 2),
  op('saveImageCollection', 'mutation', 'member', 'Error uploading image collection', 2),
  op('getAudioUploadUrl', 'query', 'member', 'Error retrieving S3 upload url.', 2),
  op('upsertAudio', 'mutation', 'member', 'Error saving audio data.', 2),
  op('deleteAudio', 'mutation', 'member', 'Error deleting audio.', 2),

  // Branding, analytics, onboarding
  op('getBrandingSettings', 'query', 'member', 'Unable to get branding settings.'),
  op('upsertBrandingSettings', 'mutation', 'member', 'Unable to save settings.'),
  op('deleteBrandingSettings', 'mutation', 'member', 'Unable to save settings.'),
  op(
    'getAnalyticsToken',
    'query',
    'member',
    'Something went wrong trying to get analytics access token. Please try again.',
    1,
  ),
  op('getAnalyticsSettings', 'query', 'member', GET_DATA),
  op('updateAnalyticsSettings', 'mutation', 'member', 'Unable to save settings.'),
  op('hideGuidedTour', 'mutation', 'user', 'Unable to update user data.', 1),

  // AI helpers
  op('getGenerativeAIAccounts', 'query', 'member', 'Unable to get accounts.'),
  op('upsertGenerativeAIKey', 'mutation', 'member', 'Unable to save API key.'),
  op('deleteGenerativeAIKey', 'mutation', 'member', 'Unable to delete API key.'),
  op('getGeneratedTexts', 'query', 'member', GET_DATA),
  op('generateProductScript', 'mutation', 'member', 'Unable to generate script.'),
  op('createSynthesiaVideo', 'mutation', 'member', SAVE_DATA),
  op('getGenerativeVideoJobs', 'query', 'member', 'Unable to get generative video jobs.'),
  op(
    'checkAndUpdateGenerativeVideoJobs',
    'mutation',
    'member',
    'Unable to get generative video jobs.',
  ),

  // Slider pages (admin only), and the one public read their player frame makes
  op('getSliderPages', 'query', 'admin', GET_DATA),
  op('upsertSliderPage', 'mutation', 'admin', SAVE_DATA),
  op('deleteSliderPage', 'mutation', 'admin', 'Error deleting slider page.'),
  op('getEmbeddedSliderItem', 'query', 'public', 'Unable to get layout.'),

  // Admin read-only views of any group
  op('adminGetWidgets', 'query', 'admin', 'Unable to get layouts.'),
  op('adminGetVirtualVideos', 'query', 'admin', 'Unable to load shoppable videos.'),
  op('adminGetStrategies', 'query', 'admin', GET_PLACEMENT),
  op('adminGetExperiments', 'query', 'admin', GET_PLACEMENT),
];
