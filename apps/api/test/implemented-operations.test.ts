// The checked-in list of operations the server implements. It only grows: a module adding an
// operation adds its name here, and an operation that disappears (a resolver unregistered by
// mistake) fails this test instead of silently answering "not implemented".
import { describe, expect, it } from 'vitest';
import { buildSchema, implementedOperations } from '../src/composition';

const IMPLEMENTED = [
  // accounts
  'getCurrentUser',
  'getUserData',
  'login',
  'loginWithGoogle',
  'loginWithFacebook',
  'logout',
  'signup',
  'resendVerificationEmail',
  'verifyEmail',
  'changePassword',
  'sendForgotPasswordEmail',
  'resetForgottenPassword',
  'changeUserData',
  'sendContactUsEmail',
  'hideGuidedTour',
  'deleteUser',
  // groups
  'getUsersPendingGroupInvitations',
  'getUsersInGroup',
  'getGroupsPendingInvitations',
  'getResourceCounts',
  'declineGroupInvitation',
  'acceptGroupInvitation',
  'createGroup',
  'updateGroup',
  'inviteUserToGroup',
  'setCurrentGroup',
  'changeGroupUserRole',
  'removeUserFromGroup',
  'rescindGroupInvitation',
  'ownerDeleteGroup',
  'upsertGroupHandle',
  // analytics
  'getAnalyticsToken',
  'getAnalyticsSettings',
  'updateAnalyticsSettings',
  // admin
  'getUsers',
  'adminGetManyGroupsData',
  'adminGetGroupData',
  'adminChangeGroupUserRole',
  'adminRemoveUserFromGroup',
  'extendFreeTrial',
  'adminResetGroupWebhooks',
  // stores
  'getShopifyStore',
  'checkStoreCredentialOwner',
  'connectShopifyStoreToGroup',
  'connectDevShopifyStore',
  // billing
  'createPlan',
  'reconcilePlan',
  // affiliate links
  'getAffiliateLinks',
  'upsertAffiliateLink',
  'archiveAffiliateLink',
  'getAffiliateLinkImageUploadUrls',
  'adminGetAffiliateLinks',
  // audio
  'getAudios',
  'getAudioUploadUrl',
  'upsertAudio',
  'deleteAudio',
  'getImageCollections',
  'getImageUploadUrls',
  'adminGetImageCollections',
  'upsertImage',
  'deleteImage',
  'saveImageCollection',
  'upsertImageCollection',
  'deleteImageCollection',
  'adminGetAudios',
  // catalogue
  'getProducts',
  'getProductsPaginated',
  'getProductCollections',
  'getBulkOperationStatus',
  'getProductImageUploadUrls',
  'adminGetProducts',
  'adminGetProductCollections',
  'getProductsBulk',
  'getProductCollectionsBulk',
  'upsertProducts',
  'upsertProductCollections',
  'deleteProductCollection',
  'archiveProduct',
  // videos
  'getVideos',
  'getVideoUploadUrl',
  'getVideoUploadUsage',
  'getVideoImageUploadUrl',
  'upsertVideo',
  'checkAndUpdateVideoStatus',
  'deleteVideo',
  'adminGetVideos',
  'uploadVideoFromUrl',
  // layouts
  'getWidgets',
  'getEmbeddedWidget',
  'upsertWidgetBase',
  'markWidgetAsReady',
  'attachMediaCollectionToWidget',
  'attachVirtualVideoToWidget',
  'deleteWidget',
  'getMediaCollections',
  'upsertMediaCollection',
  'deleteMediaCollection',
  'getVirtualVideos',
  'upsertVirtualVideo',
  'adminGetWidgets',
  'adminGetVirtualVideos',
  // branding
  'getBrandingSettings',
  'upsertBrandingSettings',
  'deleteBrandingSettings',
  // instagram
  'getInstagramAccount',
  'getInstagramMedia',
  'getInstagramVideos',
  'getInstagramFeeds',
  'getEmbeddedInstagramFeed',
  'setupInstagramAccount',
  'disconnectInstagramAccount',
  'syncInstagramAccount',
  'upsertInstagramFeed',
  'deleteInstagramFeed',
  // placements
  'getStrategies',
  'getExperiments',
  'upsertStrategy',
  'upsertExperiment',
  'deleteStrategy',
  'deleteExperiment',
  'getExperimentData',
  'getExperimentForVirtualVideo',
  'getExperimentForInstagramFeed',
  'adminGetStrategies',
  'adminGetExperiments',
  // ai
  'getGenerativeAIAccounts',
  'upsertGenerativeAIKey',
  'deleteGenerativeAIKey',
  'getGeneratedTexts',
  'generateProductScript',
  'createSynthesiaVideo',
  'getGenerativeVideoJobs',
  'checkAndUpdateGenerativeVideoJobs',
  // sliders
  'getSliderPages',
  'upsertSliderPage',
  'deleteSliderPage',
  'getEmbeddedSliderItem',
];

describe('implemented operations', () => {
  it('are exactly the checked-in list', () => {
    expect(implementedOperations()).toEqual([...IMPLEMENTED].sort());
  });

  it('all exist in the SDL', () => {
    const schema = buildSchema();
    const sdl = new Set([
      ...Object.keys(schema.getQueryType()?.getFields() ?? {}),
      ...Object.keys(schema.getMutationType()?.getFields() ?? {}),
    ]);
    expect(IMPLEMENTED.filter((name) => !sdl.has(name))).toEqual([]);
  });
});
