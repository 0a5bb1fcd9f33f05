/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** An AI platform a group can connect with its own API key. */
export type AiAccountType =
  /** Text generation (product scripts). */
  | 'OPENAI'
  /** Video generation. */
  | 'SYNTHESIA';

/** How a placement's banner shows: timed from its start time, or static from the start (time 0). */
export type AdType =
  /** Timed banner, shown from its startTimeIndex. */
  | 'banner'
  /** Static banner, shown from the start. */
  | 'banner_static';

/** An image of an affiliate link, as saved with the link. */
export type AffiliateLinkImageInput = {
  /** The image: its fileKey (from getAffiliateLinkImageUploadUrls) or URL. */
  imageUrl: string;
  /** Position among the link's images, from 0. */
  rank: number;
  /** Its thumbnail: fileKey or URL. */
  thumbnailUrl: string;
};

/** What a segment sounds like (the timeline's audioSrc). */
export type AudioSource =
  /** The segment's audio track instead of its own sound. */
  | 'Audio'
  /** The segment's audio track together with the video's own sound. */
  | 'Combined'
  /** A photo collection's (silence). */
  | 'Image'
  /** The video's own sound. */
  | 'Video';

/**
 * The whole settings to save (they replace the saved ones). A string field left out or null takes
 * its default; a font is sent only when both its family and variant are chosen.
 */
export type BrandingSettingsInput = {
  bannerHighlightColor?: string | null | undefined;
  buttonBackgroundColor?: string | null | undefined;
  /** A positive integer, or null to clear it. */
  buttonBorderRadius?: number | null | undefined;
  buttonFontName?: string | null | undefined;
  buttonFontUrl?: string | null | undefined;
  buttonTextColor?: string | null | undefined;
  hideVendyBranding?: boolean | null | undefined;
  productCardBackgroundColor?: string | null | undefined;
  textColor?: string | null | undefined;
  textFontName?: string | null | undefined;
  textFontUrl?: string | null | undefined;
  textHighlightColor?: string | null | undefined;
};

/** Lifecycle of a store bulk operation (the store's own values). */
export type BulkOperationState =
  | 'CANCELED'
  | 'CANCELING'
  | 'COMPLETED'
  | 'CREATED'
  | 'EXPIRED'
  | 'FAILED'
  | 'RUNNING';

/** An experiment item: which strategy, and for which share of viewers. */
export type ExperimentItemInput = {
  id?: string | number | null | undefined;
  rangePercentage: number;
  ranges: Array<ExperimentRangeInput>;
  strategyId: string | number;
};

/** A viewer number range of an experiment item (start inclusive, end exclusive, 0 to 100). */
export type ExperimentRangeInput = {
  end: number;
  id?: string | number | null | undefined;
  start: number;
};

/** A file about to be uploaded. */
export type FileDataInput = {
  /**
   * The file's name. Names decide the stored key, so callers that must not overwrite another file
   * use unique names (affiliate link images: {linkId}_{hash}.{ext}).
   */
  fileName: string;
  /** Its MIME type (e.g. image/jpeg); the PUT must send the same content type. */
  fileType: string;
};

/** What a group history entry records; the operation that records it is named on each value. */
export type GroupHistoryEventType =
  /** extendFreeTrial */
  | 'FREE_TRIAL_EXTENDED'
  /** createGroup */
  | 'GROUP_CREATED'
  /** updateGroup */
  | 'GROUP_RENAMED'
  /** upsertGroupHandle */
  | 'HANDLE_CHANGED'
  /** acceptGroupInvitation */
  | 'INVITATION_ACCEPTED'
  /** declineGroupInvitation */
  | 'INVITATION_DECLINED'
  /** rescindGroupInvitation */
  | 'INVITATION_RESCINDED'
  /** reconcilePlan found a newly active plan */
  | 'PLAN_ACTIVATED'
  /** reconcilePlan or the store's app-uninstalled webhook ended the plan */
  | 'PLAN_CANCELLED'
  /** createPlan */
  | 'PLAN_REQUESTED'
  /** connectShopifyStoreToGroup, connectDevShopifyStore */
  | 'STORE_CONNECTED'
  /** inviteUserToGroup */
  | 'USER_INVITED'
  /** removeUserFromGroup, adminRemoveUserFromGroup */
  | 'USER_REMOVED'
  /** changeGroupUserRole, adminChangeGroupUserRole */
  | 'USER_ROLE_CHANGED'
  /** adminResetGroupWebhooks */
  | 'WEBHOOKS_RESET';

/** A member's role in a group. Shown lower-case (owner, user) in dropdowns and chips. */
export type GroupRole =
  /** Co-owner: full access, manages users, invitations and billing. */
  | 'OWNER'
  /** Can manage, edit and publish, but not edit users, send invitations or manage billing. */
  | 'USER';

/** An existing image placed in a collection. */
export type ImageCollectionImageInput = {
  /** An Image of the group. Give either imageId or instagramMediaId. */
  imageId?: string | number | null | undefined;
  /**
   * The id of one of the group's synced Instagram pictures, as in ImageCollectionItemInput: its
   * Image (made the first time) is placed.
   */
  instagramMediaId?: string | number | null | undefined;
  /** Position in the collection, from 0. */
  rank: number;
};

/** A photo of a new collection. */
export type ImageCollectionItemInput = {
  /**
   * The photo: the fileKey of a file already PUT through getImageUploadUrls (a new Image, source
   * UPLOAD, is created and listed in uploadedImages), or the id of an existing Image of the group
   * (placed as it is). Give either data or instagramMediaId.
   */
  data?: string | null | undefined;
  /** The client's key for this photo, unique within the call (e.g. its local file id). */
  id: string | number;
  /**
   * The id of one of the group's synced Instagram pictures (getInstagramMedia: an IMAGE post or an
   * IMAGE carousel child whose picture is stored with us, mediaExpires null). The group's Image of
   * that picture (source INSTAGRAM, sourceId the post's externalId) is placed, made the first time
   * from a copy of our stored picture, titled by the caption. Another group's id, a video, an album
   * or a picture not stored yet fail the save with the reason.
   */
  instagramMediaId?: string | number | null | undefined;
};

/** Where an image comes from. */
export type ImageSource =
  | 'INSTAGRAM'
  | 'UPLOAD';

/** A product or affiliate link to place (exactly one of productId and affiliateLinkId). */
export type IndividualAssignmentInput = {
  adType: AdType;
  affiliateLinkId?: string | number | null | undefined;
  id?: string | number | null | undefined;
  instagramMediaId?: string | number | null | undefined;
  name?: string | null | undefined;
  productId?: string | number | null | undefined;
  rank: number;
  startTimeIndex?: number | null | undefined;
};

/** Kind of an Instagram post or carousel child. */
export type InstagramMediaType =
  | 'CAROUSEL_ALBUM'
  | 'IMAGE'
  | 'VIDEO';

/** Where an invitation stands. Only PENDING invitations can be accepted, declined or rescinded. */
export type InvitationStatus =
  | 'ACCEPTED'
  | 'DECLINED'
  | 'PENDING'
  | 'RESCINDED';

/** Progress of a generated video at the provider. */
export type JobStatus =
  /** Done; the video has been added to the group's videos. */
  | 'COMPLETE'
  /** The provider could not generate it. */
  | 'FAILED'
  /** Being generated; listing the jobs triggers a status check. */
  | 'PROCESSING';

/**
 * The six layout formats. LANDSCAPE and PORTRAIT show one shoppable video (the single-video family);
 * the others show a media collection (the multi-video family).
 */
export type LayoutType =
  | 'GRID'
  | 'LANDSCAPE'
  | 'LANDSCAPE_CAROUSEL'
  | 'PORTRAIT'
  | 'PORTRAIT_CAROUSEL'
  | 'PORTRAIT_COVERFLOW';

/** How an account signs in. Accounts of a social provider have no password to change. */
export type LoginProvider =
  | 'EMAIL'
  | 'FACEBOOK'
  | 'GOOGLE';

/** An item of upsertMediaCollection: the collection's items are replaced by these. */
export type MediaCollectionItemInput = {
  /** Position in the collection, ascending from 0. */
  rank: number;
  virtualVideoId: string | number;
};

/** A product collection to place. */
export type MultipleAssignmentInput = {
  adType: AdType;
  bannerInterval?: number | null | undefined;
  id?: string | number | null | undefined;
  name?: string | null | undefined;
  productCollectionId: string | number;
  rank: number;
  startTimeIndex?: number | null | undefined;
};

/** Status of a plan history entry. */
export type PlanHistoryStatus =
  /** The plan is in force (see Group.planHistory for how the active plan is found). */
  | 'ACTIVE'
  /** The plan ended; an entry with this status hides any older ACTIVE one. */
  | 'CANCELLED'
  /** Chosen with createPlan, waiting for the merchant to confirm it on the store platform. */
  | 'REQUESTED';

/** A collection as imported from the store. */
export type ProductCollectionInput = {
  /** The store's collection id: matches an existing collection of the group, which is updated. */
  alternateId: string;
  description?: string | null | undefined;
  handle: string;
  /**
   * The store ids (alternateId) of the collection's products, in order; replaces the stored items.
   * Each must already be imported (upsertProducts first), otherwise the whole call fails.
   */
  productAlternateIds: Array<string>;
  title: string;
};

/** An imported product image with its re-hosted copies. */
export type ProductImageInput = {
  imageOriginalSrc: string;
  /** Re-hosted image: its fileKey (from getProductImageUploadUrls) or URL. */
  imageUrl: string;
  isFeatured: boolean;
  /** Thumbnail (150x150): its fileKey or URL. */
  thumbnailUrl: string;
};

/** A product as imported from the store (one record of the bulk results, with its re-hosted images). */
export type ProductInput = {
  /**
   * The store's product id: matches an existing product of the group, which is updated (and restored
   * if archived); otherwise a product is created.
   */
  alternateId: string;
  availableForSale: boolean;
  description?: string | null | undefined;
  descriptionHtml?: string | null | undefined;
  handle: string;
  /** Featured image at the store's CDN. */
  imageOriginalSrc?: string | null | undefined;
  /** Featured image re-hosted: its fileKey (from getProductImageUploadUrls) or URL. */
  imageUrl?: string | null | undefined;
  /** The full image list; replaces the stored one. */
  images: Array<ProductImageInput>;
  /**
   * The product's price in the store's currency: its highest variant price. Shopify's Admin API gives
   * variant prices as decimal strings ("29.99"), which the import reads as they are (the division by
   * 100 the specification mentions belongs to a source format in cents, which Shopify does not use).
   */
  price?: number | null | undefined;
  productType?: string | null | undefined;
  /** Featured image thumbnail: its fileKey or URL. */
  thumbnailUrl?: string | null | undefined;
  title: string;
  /** The full variant list; replaces the stored one. */
  variants: Array<VariantInput>;
  vendor?: string | null | undefined;
};

/** Search and paging for getProductsPaginated. */
export type ProductSearchInput = {
  /** Page number, from 0. */
  page?: number;
  /** Products per page, 1 to 100. */
  pageSize?: number;
  /** Case-insensitive match on the title, trimmed; empty or null matches every product. */
  search?: string | null | undefined;
};

/** One option value of an imported variant. */
export type SelectedOptionInput = {
  name: string;
  value: string;
};

/** A slider to save; its id is chosen by the editor, its title defaults to 'Untitled' there. */
export type SliderInput = {
  id: string | number;
  /** Ignored for the featured slider, which is always stored at rank -1. */
  rank: number;
  sliderItems: Array<SliderItemInput>;
  title: string;
};

/** A shoppable video to put in a slider; no id creates the item. */
export type SliderItemInput = {
  id?: string | number | null | undefined;
  rank: number;
  virtualVideoId: string | number;
};

/**
 * The whole page to save (it replaces the stored one, sliders and items included). The id is chosen
 * by the editor, so the same call creates or updates.
 */
export type SliderPageInput = {
  description?: string | null | undefined;
  featuredSlider?: SliderInput | null | undefined;
  id: string | number;
  sliders: Array<SliderInput>;
  slug: string;
  title: string;
};

/** The assignments of upsertStrategy; they replace the strategy's current ones. */
export type StrategyAssignmentsInput = {
  individualAssignments: Array<IndividualAssignmentInput>;
  multipleAssignments: Array<MultipleAssignmentInput>;
};

/** The six stock avatars offered for Synthesia videos. */
export type SynthesiaAvatar =
  | 'Ada'
  | 'Alex'
  | 'Francesca'
  | 'Jaz'
  | 'Joshua'
  | 'Thomas';

/** Avatar placement in a Synthesia scene (defaults: rectangular, center, scale 1). */
export type SynthesiaAvatarSettingsInput = {
  horizontalAlign?: SynthesiaHorizontalAlign | null | undefined;
  /** A positive scale factor. */
  scale?: number | null | undefined;
  style?: SynthesiaAvatarStyle | null | undefined;
};

/** Shape of the avatar in a Synthesia scene. */
export type SynthesiaAvatarStyle =
  | 'rectangular';

/** The seventeen stock backgrounds offered for Synthesia videos. */
export type SynthesiaBackground =
  | 'dark_blue'
  | 'green_screen'
  | 'large_window'
  | 'light_blue'
  | 'light_orange'
  | 'light_pink'
  | 'luxury_lobby'
  | 'off_white'
  | 'open_office'
  | 'soft_cyan'
  | 'soft_orange'
  | 'soft_pink'
  | 'strong_cyan'
  | 'warm_white'
  | 'white_cafe'
  | 'white_meeting_room'
  | 'white_studio';

/** Horizontal position of the avatar in a Synthesia scene. */
export type SynthesiaHorizontalAlign =
  | 'center'
  | 'left'
  | 'right';

/** One scene of a Synthesia video: an avatar reading a script over a background. */
export type SynthesiaSceneInput = {
  avatar: SynthesiaAvatar;
  avatarSettings: SynthesiaAvatarSettingsInput;
  background: SynthesiaBackground;
  scriptText: string;
};

/** What to generate with Synthesia: a title and at least one scene. */
export type SynthesiaVideoInput = {
  input: Array<SynthesiaSceneInput>;
  title: string;
};

/** A variant as imported from the store. */
export type VariantInput = {
  /** The store's variant id (Shopify GID). */
  id: string | number;
  imageOriginalSrc?: string | null | undefined;
  /** Re-hosted image: its fileKey or URL. */
  imageUrl?: string | null | undefined;
  price: number;
  selectedOptions: Array<SelectedOptionInput>;
  /** Thumbnail: its fileKey or URL. */
  thumbnailUrl?: string | null | undefined;
  title: string;
};

/** Where a video comes from. */
export type VideoSource =
  | 'INSTAGRAM'
  | 'TIKTOK'
  | 'UPLOAD'
  | 'YOUTUBE';

/**
 * Processing state of hosted media. READY is the specification's "otherwise success": the media
 * plays. Uploaded and imported videos start PROCESSING while transcoded; YouTube and TikTok videos,
 * and audio files (served as uploaded), are READY from the start.
 */
export type VideoStatus =
  | 'ERROR'
  | 'PROCESSING'
  | 'READY';

/**
 * A segment of upsertVirtualVideo: exactly one of videoId and imageCollectionId; audioId and
 * overlayId optional. Segments are replaced by these; an id keeps an existing segment, no id creates
 * one. Overlay values are percentages; out-of-range values are refused, never clamped.
 */
export type VirtualVideoSegmentInput = {
  audioId?: string | number | null | undefined;
  /**
   * Omitted or null: 'Audio' with an audioId, else the segment's own sound. 'Audio' and 'Combined'
   * need an audioId; 'Video' and 'Image' both mean the segment's own sound (stored as 'Video' for a
   * video, 'Image' for a photo collection) and leave the audio track silent.
   */
  audioSrc?: AudioSource | null | undefined;
  id?: string | number | null | undefined;
  imageCollectionId?: string | number | null | undefined;
  /** 0 to 100, above overlayStart; default 100. */
  overlayEnd?: number | null | undefined;
  /** Above 0, at most 100 - overlayY; default 100. */
  overlayHeight?: number | null | undefined;
  /**
   * A photo collection of the current group to lay over the segment; null for none (the overlay
   * fields are then ignored).
   */
  overlayId?: string | number | null | undefined;
  /** 0 to 100, below overlayEnd; default 0. */
  overlayStart?: number | null | undefined;
  /** Above 0, at most 100 - overlayX; default 100. */
  overlayWidth?: number | null | undefined;
  /** 0 to 100; default 0. */
  overlayX?: number | null | undefined;
  /** 0 to 100; default 0. */
  overlayY?: number | null | undefined;
  rank: number;
  title?: string | null | undefined;
  videoId?: string | number | null | undefined;
};

/** Publication state of a layout: DRAFT until the wizard's 'Finalize' marks it READY. */
export type WidgetStatus =
  /** Being built in the wizard; shown with a DRAFT badge and without embed buttons. */
  | 'DRAFT'
  /** Finalized; can be embedded in the store. */
  | 'READY';

export type ChangePasswordMutationVariables = Exact<{
  password: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: { success: boolean, message: string | null } };

export type ChangeUserDataMutationVariables = Exact<{
  firstName: string;
  lastName: string;
}>;


export type ChangeUserDataMutation = { changeUserData: { id: string, firstName: string, lastName: string, email: string, loginProvider: LoginProvider, showGuidedTour: boolean, createdAt: string } };

export type DeleteUserMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteUserMutation = { deleteUser: { success: boolean, message: string | null } };

export type UserFieldsFragment = { id: string, firstName: string, lastName: string, email: string, loginProvider: LoginProvider, showGuidedTour: boolean, createdAt: string };

export type AuthFieldsFragment = { isUser: boolean, isAdmin: boolean, email: string, emailVerified: boolean };

export type GetCurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCurrentUserQuery = { getCurrentUser: { auth: { isUser: boolean, isAdmin: boolean, email: string, emailVerified: boolean } | null, user: { id: string, firstName: string, lastName: string, email: string, loginProvider: LoginProvider, showGuidedTour: boolean, createdAt: string } | null, groups: Array<{ id: string, createdAt: string, name: string, handle: string | null, viewerRole: GroupRole | null, shopifyStore: { id: string, groupId: string, storeName: string, groupName: string } | null, instagramAccount: { id: string, accountName: string, lastSyncedAt: string | null } | null, planHistory: Array<{ id: string, planId: string, createdAt: string, status: PlanHistoryStatus, freeTrialDays: number, plan: { id: string, price: number, features: { analytics: boolean, branding: boolean, instagram: boolean } } }> }>, currentGroup: { id: string, createdAt: string, name: string, handle: string | null, viewerRole: GroupRole | null, shopifyStore: { id: string, groupId: string, storeName: string, groupName: string } | null, instagramAccount: { id: string, accountName: string, lastSyncedAt: string | null } | null, planHistory: Array<{ id: string, planId: string, createdAt: string, status: PlanHistoryStatus, freeTrialDays: number, plan: { id: string, price: number, features: { analytics: boolean, branding: boolean, instagram: boolean } } }> } | null } };

export type GetUserDataQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUserDataQuery = { getUserData: { id: string, firstName: string, lastName: string, email: string, loginProvider: LoginProvider, showGuidedTour: boolean, createdAt: string } };

export type HideGuidedTourMutationVariables = Exact<{ [key: string]: never; }>;


export type HideGuidedTourMutation = { hideGuidedTour: { success: boolean, message: string | null } };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { success: boolean, message: string | null, auth: { isUser: boolean, isAdmin: boolean, email: string, emailVerified: boolean } | null, user: { id: string, firstName: string, lastName: string, email: string, loginProvider: LoginProvider, showGuidedTour: boolean, createdAt: string } | null } };

export type LoginWithFacebookMutationVariables = Exact<{
  token: string;
}>;


export type LoginWithFacebookMutation = { loginWithFacebook: { success: boolean, message: string | null, auth: { isUser: boolean, isAdmin: boolean, email: string, emailVerified: boolean } | null, user: { id: string, firstName: string, lastName: string, email: string, loginProvider: LoginProvider, showGuidedTour: boolean, createdAt: string } | null } };

export type LoginWithGoogleMutationVariables = Exact<{
  code: string;
}>;


export type LoginWithGoogleMutation = { loginWithGoogle: { success: boolean, message: string | null, auth: { isUser: boolean, isAdmin: boolean, email: string, emailVerified: boolean } | null, user: { id: string, firstName: string, lastName: string, email: string, loginProvider: LoginProvider, showGuidedTour: boolean, createdAt: string } | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { success: boolean, message: string | null } };

export type ResendVerificationEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendVerificationEmailMutation = { resendVerificationEmail: { success: boolean, message: string | null } };

export type ResetForgottenPasswordMutationVariables = Exact<{
  changePasswordId: string | number;
  password: string;
}>;


export type ResetForgottenPasswordMutation = { resetForgottenPassword: { success: boolean, message: string | null } };

export type SendContactUsEmailMutationVariables = Exact<{
  name: string;
  email: string;
  message: string;
}>;


export type SendContactUsEmailMutation = { sendContactUsEmail: { success: boolean, message: string | null } };

export type SendForgotPasswordEmailMutationVariables = Exact<{
  email: string;
}>;


export type SendForgotPasswordEmailMutation = { sendForgotPasswordEmail: { success: boolean, message: string | null } };

export type SignupMutationVariables = Exact<{
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}>;


export type SignupMutation = { signup: { success: boolean, message: string | null, auth: { isUser: boolean, isAdmin: boolean, email: string, emailVerified: boolean } | null, user: { id: string, firstName: string, lastName: string, email: string, loginProvider: LoginProvider, showGuidedTour: boolean, createdAt: string } | null } };

export type VerifyEmailMutationVariables = Exact<{
  code: string;
}>;


export type VerifyEmailMutation = { verifyEmail: { success: boolean, message: string | null } };

export type AdminChangeGroupUserRoleMutationVariables = Exact<{
  groupId: string | number;
  userId: string | number;
  role: GroupRole;
}>;


export type AdminChangeGroupUserRoleMutation = { adminChangeGroupUserRole: { id: string, userId: string, groupId: string, role: GroupRole, user: { id: string, firstName: string, lastName: string, email: string } } };

export type AdminGetGroupDataQueryVariables = Exact<{
  groupId: string | number;
}>;


export type AdminGetGroupDataQuery = { adminGetGroupData: { id: string, createdAt: string, name: string, handle: string | null, viewerRole: GroupRole | null, history: Array<{ id: string, userId: string | null, groupId: string, eventType: GroupHistoryEventType, notes: string | null, createdAt: string }>, users: Array<{ id: string, userId: string, groupId: string, role: GroupRole, user: { id: string, firstName: string, lastName: string, email: string } }>, invitations: Array<{ id: string, email: string, groupId: string, role: GroupRole, status: InvitationStatus, invitedByUserId: string, createdAt: string, group: { id: string, name: string } }>, shopifyStore: { id: string, groupId: string, storeName: string, groupName: string } | null, instagramAccount: { id: string, accountName: string, lastSyncedAt: string | null } | null, planHistory: Array<{ id: string, planId: string, createdAt: string, status: PlanHistoryStatus, freeTrialDays: number, plan: { id: string, price: number, features: { analytics: boolean, branding: boolean, instagram: boolean } } }> } };

export type AdminGetManyGroupsDataQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminGetManyGroupsDataQuery = { adminGetManyGroupsData: Array<{ id: string, createdAt: string, name: string, handle: string | null, viewerRole: GroupRole | null, users: Array<{ id: string, userId: string, groupId: string, role: GroupRole, user: { id: string, firstName: string, lastName: string, email: string } }>, invitations: Array<{ id: string, email: string, groupId: string, role: GroupRole, status: InvitationStatus, invitedByUserId: string, createdAt: string, group: { id: string, name: string } }>, shopifyStore: { id: string, groupId: string, storeName: string, groupName: string } | null, instagramAccount: { id: string, accountName: string, lastSyncedAt: string | null } | null, planHistory: Array<{ id: string, planId: string, createdAt: string, status: PlanHistoryStatus, freeTrialDays: number, plan: { id: string, price: number, features: { analytics: boolean, branding: boolean, instagram: boolean } } }> }> };

export type AdminRemoveUserFromGroupMutationVariables = Exact<{
  groupId: string | number;
  userId: string | number;
}>;


export type AdminRemoveUserFromGroupMutation = { adminRemoveUserFromGroup: { success: boolean, message: string | null } };

export type AdminResetGroupWebhooksMutationVariables = Exact<{
  groupId: string | number;
}>;


export type AdminResetGroupWebhooksMutation = { adminResetGroupWebhooks: { ordersCreate: string, appUninstalled: string, cartsCreate: string, cartsUpdate: string } };

export type ConnectDevShopifyStoreMutationVariables = Exact<{
  storeName: string;
  adminToken: string;
}>;


export type ConnectDevShopifyStoreMutation = { connectDevShopifyStore: { id: string, groupId: string, storeName: string, groupName: string } };

export type ExtendFreeTrialMutationVariables = Exact<{
  groupId: string | number;
  days: number;
}>;


export type ExtendFreeTrialMutation = { extendFreeTrial: { id: string, createdAt: string, name: string, handle: string | null, viewerRole: GroupRole | null, users: Array<{ id: string, userId: string, groupId: string, role: GroupRole, user: { id: string, firstName: string, lastName: string, email: string } }>, invitations: Array<{ id: string, email: string, groupId: string, role: GroupRole, status: InvitationStatus, invitedByUserId: string, createdAt: string, group: { id: string, name: string } }>, shopifyStore: { id: string, groupId: string, storeName: string, groupName: string } | null, instagramAccount: { id: string, accountName: string, lastSyncedAt: string | null } | null, planHistory: Array<{ id: string, planId: string, createdAt: string, status: PlanHistoryStatus, freeTrialDays: number, plan: { id: string, price: number, features: { analytics: boolean, branding: boolean, instagram: boolean } } }> } };

export type AdminGroupFieldsFragment = { id: string, createdAt: string, name: string, handle: string | null, viewerRole: GroupRole | null, users: Array<{ id: string, userId: string, groupId: string, role: GroupRole, user: { id: string, firstName: string, lastName: string, email: string } }>, invitations: Array<{ id: string, email: string, groupId: string, role: GroupRole, status: InvitationStatus, invitedByUserId: string, createdAt: string, group: { id: string, name: string } }>, shopifyStore: { id: string, groupId: string, storeName: string, groupName: string } | null, instagramAccount: { id: string, accountName: string, lastSyncedAt: string | null } | null, planHistory: Array<{ id: string, planId: string, createdAt: string, status: PlanHistoryStatus, freeTrialDays: number, plan: { id: string, price: number, features: { analytics: boolean, branding: boolean, instagram: boolean } } }> };

export type AdminUserFieldsFragment = { isAdmin: boolean, user: { id: string, firstName: string, lastName: string, email: string, loginProvider: LoginProvider, showGuidedTour: boolean, createdAt: string }, memberships: Array<{ id: string, groupId: string, role: GroupRole, group: { id: string, name: string } }> };

export type GetUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUsersQuery = { getUsers: Array<{ isAdmin: boolean, user: { id: string, firstName: string, lastName: string, email: string, loginProvider: LoginProvider, showGuidedTour: boolean, createdAt: string }, memberships: Array<{ id: string, groupId: string, role: GroupRole, group: { id: string, name: string } }> }> };

export type CheckAndUpdateGenerativeVideoJobsMutationVariables = Exact<{ [key: string]: never; }>;


export type CheckAndUpdateGenerativeVideoJobsMutation = { checkAndUpdateGenerativeVideoJobs: Array<{ id: string, createdAt: string, updatedAt: string, type: AiAccountType, generatedVideoId: string | null, status: JobStatus, title: string, thumbnailUrl: string | null, generatedTextId: string | null, productId: string | null, productMentionSeconds: number | null }> };

export type CreateSynthesiaVideoMutationVariables = Exact<{
  videoInput: SynthesiaVideoInput;
  thumbnailUrl: string;
  generatedTextId?: string | number | null | undefined;
}>;


export type CreateSynthesiaVideoMutation = { createSynthesiaVideo: { id: string, createdAt: string, updatedAt: string, type: AiAccountType, generatedVideoId: string | null, status: JobStatus, title: string, thumbnailUrl: string | null, generatedTextId: string | null, productId: string | null, productMentionSeconds: number | null } };

export type DeleteGenerativeAiKeyMutationVariables = Exact<{
  type: AiAccountType;
}>;


export type DeleteGenerativeAiKeyMutation = { deleteGenerativeAIKey: { success: boolean, message: string | null } };

export type GenerativeAiAccountFieldsFragment = { id: string, type: AiAccountType, keyLastFour: string, createdAt: string, updatedAt: string };

export type GeneratedTextFieldsFragment = { id: string, createdAt: string, type: AiAccountType, productId: string, content: string, product: { id: string, title: string, thumbnailUrl: string | null } | null };

export type GenerativeVideoJobFieldsFragment = { id: string, createdAt: string, updatedAt: string, type: AiAccountType, generatedVideoId: string | null, status: JobStatus, title: string, thumbnailUrl: string | null, generatedTextId: string | null, productId: string | null, productMentionSeconds: number | null };

export type GenerateProductScriptMutationVariables = Exact<{
  productId: string | number;
}>;


export type GenerateProductScriptMutation = { generateProductScript: { id: string, createdAt: string, type: AiAccountType, productId: string, content: string, product: { id: string, title: string, thumbnailUrl: string | null } | null } };

export type GetGeneratedTextsQueryVariables = Exact<{
  productId?: string | number | null | undefined;
}>;


export type GetGeneratedTextsQuery = { getGeneratedTexts: Array<{ id: string, createdAt: string, type: AiAccountType, productId: string, content: string, product: { id: string, title: string, thumbnailUrl: string | null } | null }> };

export type GetGenerativeAiAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetGenerativeAiAccountsQuery = { getGenerativeAIAccounts: Array<{ id: string, type: AiAccountType, keyLastFour: string, createdAt: string, updatedAt: string }> };

export type GetGenerativeVideoJobsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetGenerativeVideoJobsQuery = { getGenerativeVideoJobs: Array<{ id: string, createdAt: string, updatedAt: string, type: AiAccountType, generatedVideoId: string | null, status: JobStatus, title: string, thumbnailUrl: string | null, generatedTextId: string | null, productId: string | null, productMentionSeconds: number | null }> };

export type UpsertGenerativeAiKeyMutationVariables = Exact<{
  type: AiAccountType;
  key: string;
}>;


export type UpsertGenerativeAiKeyMutation = { upsertGenerativeAIKey: { success: boolean, message: string | null } };

export type GetAnalyticsSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAnalyticsSettingsQuery = { getAnalyticsSettings: { attributionWindowDays: number } };

export type GetAnalyticsTokenQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAnalyticsTokenQuery = { getAnalyticsToken: { accessToken: string, expiresAt: string | null } };

export type UpdateAnalyticsSettingsMutationVariables = Exact<{
  attributionWindowDays: number;
}>;


export type UpdateAnalyticsSettingsMutation = { updateAnalyticsSettings: { attributionWindowDays: number } };

export type CreatePlanMutationVariables = Exact<{
  subscriptionId: string | number;
  freeTrial: boolean;
  returnUrl: string;
}>;


export type CreatePlanMutation = { createPlan: { requiresConfirmation: boolean, confirmationUrl: string | null } };

export type PlanFieldsFragment = { id: string, price: number, features: { analytics: boolean, branding: boolean, instagram: boolean } };

export type GroupPlanHistoryFieldsFragment = { id: string, planId: string, createdAt: string, status: PlanHistoryStatus, freeTrialDays: number, plan: { id: string, price: number, features: { analytics: boolean, branding: boolean, instagram: boolean } } };

export type ReconcilePlanMutationVariables = Exact<{ [key: string]: never; }>;


export type ReconcilePlanMutation = { reconcilePlan: { changedPlan: boolean, messages: Array<string> } };

export type DeleteBrandingSettingsMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteBrandingSettingsMutation = { deleteBrandingSettings: { buttonBackgroundColor: string, buttonTextColor: string, buttonBorderRadius: number | null, buttonFontName: string, buttonFontUrl: string | null, textColor: string, textHighlightColor: string, textFontName: string, textFontUrl: string | null, bannerHighlightColor: string, productCardBackgroundColor: string, hideVendyBranding: boolean } };

export type BrandingSettingsFieldsFragment = { buttonBackgroundColor: string, buttonTextColor: string, buttonBorderRadius: number | null, buttonFontName: string, buttonFontUrl: string | null, textColor: string, textHighlightColor: string, textFontName: string, textFontUrl: string | null, bannerHighlightColor: string, productCardBackgroundColor: string, hideVendyBranding: boolean };

export type GetBrandingSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetBrandingSettingsQuery = { getBrandingSettings: { buttonBackgroundColor: string, buttonTextColor: string, buttonBorderRadius: number | null, buttonFontName: string, buttonFontUrl: string | null, textColor: string, textHighlightColor: string, textFontName: string, textFontUrl: string | null, bannerHighlightColor: string, productCardBackgroundColor: string, hideVendyBranding: boolean } };

export type UpsertBrandingSettingsMutationVariables = Exact<{
  settings: BrandingSettingsInput;
}>;


export type UpsertBrandingSettingsMutation = { upsertBrandingSettings: { buttonBackgroundColor: string, buttonTextColor: string, buttonBorderRadius: number | null, buttonFontName: string, buttonFontUrl: string | null, textColor: string, textHighlightColor: string, textFontName: string, textFontUrl: string | null, bannerHighlightColor: string, productCardBackgroundColor: string, hideVendyBranding: boolean } };

export type AdminGetAffiliateLinksQueryVariables = Exact<{
  groupId: string | number;
}>;


export type AdminGetAffiliateLinksQuery = { adminGetAffiliateLinks: Array<{ id: string, createdAt: string, updatedAt: string, groupId: string, title: string, description: string | null, price: number, ctaText: string | null, url: string, images: Array<{ id: string, affiliateLinkId: string, imageUrl: string, thumbnailUrl: string, rank: number }> }> };

export type AdminGetProductCollectionsQueryVariables = Exact<{
  groupId: string | number;
}>;


export type AdminGetProductCollectionsQuery = { adminGetProductCollections: Array<{ id: string, alternateId: string, title: string, description: string, handle: string, items: Array<{ productId: string, product: { id: string, alternateId: string, title: string, price: number | null, imageUrl: string | null, thumbnailUrl: string | null } }> }> };

export type AdminGetProductsQueryVariables = Exact<{
  groupId: string | number;
}>;


export type AdminGetProductsQuery = { adminGetProducts: Array<{ id: string, alternateId: string, title: string, description: string, descriptionHtml: string, price: number | null, availableForSale: boolean, productType: string, vendor: string, handle: string, imageOriginalSrc: string | null, imageUrl: string | null, thumbnailUrl: string | null, variants: Array<{ id: string, title: string, price: number, imageOriginalSrc: string | null, imageUrl: string | null, thumbnailUrl: string | null, selectedOptions: Array<{ name: string, value: string }> }>, images: Array<{ imageOriginalSrc: string, imageUrl: string, thumbnailUrl: string, isFeatured: boolean }> }> };

export type ArchiveAffiliateLinkMutationVariables = Exact<{
  affiliateLinkId: string | number;
}>;


export type ArchiveAffiliateLinkMutation = { archiveAffiliateLink: { success: boolean, message: string | null } };

export type ArchiveProductMutationVariables = Exact<{
  productId: string | number;
}>;


export type ArchiveProductMutation = { archiveProduct: { success: boolean, message: string | null } };

export type DeleteProductCollectionMutationVariables = Exact<{
  collectionId: string | number;
}>;


export type DeleteProductCollectionMutation = { deleteProductCollection: { success: boolean, message: string | null } };

export type VariantFieldsFragment = { id: string, title: string, price: number, imageOriginalSrc: string | null, imageUrl: string | null, thumbnailUrl: string | null, selectedOptions: Array<{ name: string, value: string }> };

export type ProductImageFieldsFragment = { imageOriginalSrc: string, imageUrl: string, thumbnailUrl: string, isFeatured: boolean };

export type ProductFieldsFragment = { id: string, alternateId: string, title: string, description: string, descriptionHtml: string, price: number | null, availableForSale: boolean, productType: string, vendor: string, handle: string, imageOriginalSrc: string | null, imageUrl: string | null, thumbnailUrl: string | null, variants: Array<{ id: string, title: string, price: number, imageOriginalSrc: string | null, imageUrl: string | null, thumbnailUrl: string | null, selectedOptions: Array<{ name: string, value: string }> }>, images: Array<{ imageOriginalSrc: string, imageUrl: string, thumbnailUrl: string, isFeatured: boolean }> };

export type ProductSummaryFieldsFragment = { id: string, alternateId: string, title: string, price: number | null, imageUrl: string | null, thumbnailUrl: string | null };

export type ProductCollectionFieldsFragment = { id: string, alternateId: string, title: string, description: string, handle: string, items: Array<{ productId: string, product: { id: string, alternateId: string, title: string, price: number | null, imageUrl: string | null, thumbnailUrl: string | null } }> };

export type AffiliateLinkImageFieldsFragment = { id: string, affiliateLinkId: string, imageUrl: string, thumbnailUrl: string, rank: number };

export type AffiliateLinkFieldsFragment = { id: string, createdAt: string, updatedAt: string, groupId: string, title: string, description: string | null, price: number, ctaText: string | null, url: string, images: Array<{ id: string, affiliateLinkId: string, imageUrl: string, thumbnailUrl: string, rank: number }> };

export type GetAffiliateLinksQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAffiliateLinksQuery = { getAffiliateLinks: Array<{ id: string, createdAt: string, updatedAt: string, groupId: string, title: string, description: string | null, price: number, ctaText: string | null, url: string, images: Array<{ id: string, affiliateLinkId: string, imageUrl: string, thumbnailUrl: string, rank: number }> }> };

export type GetBulkOperationStatusQueryVariables = Exact<{
  operationId: string | number;
}>;


export type GetBulkOperationStatusQuery = { getBulkOperationStatus: { url: string | null, completed: boolean, status: BulkOperationState, objectCount: number } };

export type GetProductCollectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetProductCollectionsQuery = { getProductCollections: Array<{ id: string, alternateId: string, title: string, description: string, handle: string, items: Array<{ productId: string, product: { id: string, alternateId: string, title: string, price: number | null, imageUrl: string | null, thumbnailUrl: string | null } }> }> };

export type GetProductCollectionsBulkMutationVariables = Exact<{ [key: string]: never; }>;


export type GetProductCollectionsBulkMutation = { getProductCollectionsBulk: { operationId: string } };

export type GetProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetProductsQuery = { getProducts: Array<{ id: string, alternateId: string, title: string, description: string, descriptionHtml: string, price: number | null, availableForSale: boolean, productType: string, vendor: string, handle: string, imageOriginalSrc: string | null, imageUrl: string | null, thumbnailUrl: string | null, variants: Array<{ id: string, title: string, price: number, imageOriginalSrc: string | null, imageUrl: string | null, thumbnailUrl: string | null, selectedOptions: Array<{ name: string, value: string }> }>, images: Array<{ imageOriginalSrc: string, imageUrl: string, thumbnailUrl: string, isFeatured: boolean }> }> };

export type GetProductsBulkMutationVariables = Exact<{ [key: string]: never; }>;


export type GetProductsBulkMutation = { getProductsBulk: { operationId: string } };

export type GetProductsPaginatedQueryVariables = Exact<{
  searchInput: ProductSearchInput;
}>;


export type GetProductsPaginatedQuery = { getProductsPaginated: { count: number, products: Array<{ id: string, alternateId: string, title: string, description: string, descriptionHtml: string, price: number | null, availableForSale: boolean, productType: string, vendor: string, handle: string, imageOriginalSrc: string | null, imageUrl: string | null, thumbnailUrl: string | null, variants: Array<{ id: string, title: string, price: number, imageOriginalSrc: string | null, imageUrl: string | null, thumbnailUrl: string | null, selectedOptions: Array<{ name: string, value: string }> }>, images: Array<{ imageOriginalSrc: string, imageUrl: string, thumbnailUrl: string, isFeatured: boolean }> }> } };

export type UpsertAffiliateLinkMutationVariables = Exact<{
  id?: string | number | null | undefined;
  title: string;
  description?: string | null | undefined;
  price: number;
  ctaText?: string | null | undefined;
  url: string;
  images?: Array<AffiliateLinkImageInput> | AffiliateLinkImageInput | null | undefined;
}>;


export type UpsertAffiliateLinkMutation = { upsertAffiliateLink: { id: string, createdAt: string, updatedAt: string, groupId: string, title: string, description: string | null, price: number, ctaText: string | null, url: string, images: Array<{ id: string, affiliateLinkId: string, imageUrl: string, thumbnailUrl: string, rank: number }> } };

export type UpsertProductCollectionsMutationVariables = Exact<{
  collections: Array<ProductCollectionInput> | ProductCollectionInput;
}>;


export type UpsertProductCollectionsMutation = { upsertProductCollections: Array<{ id: string, alternateId: string, title: string, description: string, handle: string, items: Array<{ productId: string, product: { id: string, alternateId: string, title: string, price: number | null, imageUrl: string | null, thumbnailUrl: string | null } }> }> };

export type UpsertProductsMutationVariables = Exact<{
  products: Array<ProductInput> | ProductInput;
}>;


export type UpsertProductsMutation = { upsertProducts: Array<{ id: string, alternateId: string, title: string, description: string, descriptionHtml: string, price: number | null, availableForSale: boolean, productType: string, vendor: string, handle: string, imageOriginalSrc: string | null, imageUrl: string | null, thumbnailUrl: string | null, variants: Array<{ id: string, title: string, price: number, imageOriginalSrc: string | null, imageUrl: string | null, thumbnailUrl: string | null, selectedOptions: Array<{ name: string, value: string }> }>, images: Array<{ imageOriginalSrc: string, imageUrl: string, thumbnailUrl: string, isFeatured: boolean }> }> };

export type AcceptGroupInvitationMutationVariables = Exact<{
  inviteId: string | number;
}>;


export type AcceptGroupInvitationMutation = { acceptGroupInvitation: { id: string, userId: string, groupId: string, role: GroupRole, group: { id: string, createdAt: string, name: string, handle: string | null, viewerRole: GroupRole | null, shopifyStore: { id: string, groupId: string, storeName: string, groupName: string } | null, instagramAccount: { id: string, accountName: string, lastSyncedAt: string | null } | null, planHistory: Array<{ id: string, planId: string, createdAt: string, status: PlanHistoryStatus, freeTrialDays: number, plan: { id: string, price: number, features: { analytics: boolean, branding: boolean, instagram: boolean } } }> }, user: { id: string, firstName: string, lastName: string, email: string } } };

export type ChangeGroupUserRoleMutationVariables = Exact<{
  userId: string | number;
  role: GroupRole;
}>;


export type ChangeGroupUserRoleMutation = { changeGroupUserRole: { id: string, userId: string, groupId: string, role: GroupRole, user: { id: string, firstName: string, lastName: string, email: string } } };

export type CreateGroupMutationVariables = Exact<{
  name: string;
}>;


export type CreateGroupMutation = { createGroup: { id: string, createdAt: string, name: string, handle: string | null, viewerRole: GroupRole | null, shopifyStore: { id: string, groupId: string, storeName: string, groupName: string } | null, instagramAccount: { id: string, accountName: string, lastSyncedAt: string | null } | null, planHistory: Array<{ id: string, planId: string, createdAt: string, status: PlanHistoryStatus, freeTrialDays: number, plan: { id: string, price: number, features: { analytics: boolean, branding: boolean, instagram: boolean } } }> } };

export type DeclineGroupInvitationMutationVariables = Exact<{
  inviteId: string | number;
}>;


export type DeclineGroupInvitationMutation = { declineGroupInvitation: { success: boolean, message: string | null } };

export type GroupFieldsFragment = { id: string, createdAt: string, name: string, handle: string | null, viewerRole: GroupRole | null, shopifyStore: { id: string, groupId: string, storeName: string, groupName: string } | null, instagramAccount: { id: string, accountName: string, lastSyncedAt: string | null } | null, planHistory: Array<{ id: string, planId: string, createdAt: string, status: PlanHistoryStatus, freeTrialDays: number, plan: { id: string, price: number, features: { analytics: boolean, branding: boolean, instagram: boolean } } }> };

export type GroupUserFieldsFragment = { id: string, userId: string, groupId: string, role: GroupRole, user: { id: string, firstName: string, lastName: string, email: string } };

export type GroupInvitationFieldsFragment = { id: string, email: string, groupId: string, role: GroupRole, status: InvitationStatus, invitedByUserId: string, createdAt: string, group: { id: string, name: string } };

export type GroupHistoryFieldsFragment = { id: string, userId: string | null, groupId: string, eventType: GroupHistoryEventType, notes: string | null, createdAt: string };

export type GetGroupsPendingInvitationsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetGroupsPendingInvitationsQuery = { getGroupsPendingInvitations: Array<{ id: string, email: string, groupId: string, role: GroupRole, status: InvitationStatus, invitedByUserId: string, createdAt: string, group: { id: string, name: string } }> };

export type GetResourceCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetResourceCountsQuery = { getResourceCounts: { videos: number, productCollections: number, products: number, strategies: number, widgets: number, instagramFeeds: number } };

export type GetUsersInGroupQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUsersInGroupQuery = { getUsersInGroup: Array<{ id: string, userId: string, groupId: string, role: GroupRole, user: { id: string, firstName: string, lastName: string, email: string } }> };

export type GetUsersPendingGroupInvitationsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUsersPendingGroupInvitationsQuery = { getUsersPendingGroupInvitations: Array<{ id: string, email: string, groupId: string, role: GroupRole, status: InvitationStatus, invitedByUserId: string, createdAt: string, group: { id: string, name: string } }> };

export type InviteUserToGroupMutationVariables = Exact<{
  email: string;
  role: GroupRole;
}>;


export type InviteUserToGroupMutation = { inviteUserToGroup: { id: string, email: string, groupId: string, role: GroupRole, status: InvitationStatus, invitedByUserId: string, createdAt: string, group: { id: string, name: string } } };

export type OwnerDeleteGroupMutationVariables = Exact<{
  groupName: string;
}>;


export type OwnerDeleteGroupMutation = { ownerDeleteGroup: { success: boolean, message: string | null } };

export type RemoveUserFromGroupMutationVariables = Exact<{
  userId: string | number;
}>;


export type RemoveUserFromGroupMutation = { removeUserFromGroup: { success: boolean, message: string | null } };

export type RescindGroupInvitationMutationVariables = Exact<{
  inviteId: string | number;
}>;


export type RescindGroupInvitationMutation = { rescindGroupInvitation: { success: boolean, message: string | null } };

export type SetCurrentGroupMutationVariables = Exact<{
  groupId: string | number;
}>;


export type SetCurrentGroupMutation = { setCurrentGroup: { id: string, createdAt: string, name: string, handle: string | null, viewerRole: GroupRole | null, shopifyStore: { id: string, groupId: string, storeName: string, groupName: string } | null, instagramAccount: { id: string, accountName: string, lastSyncedAt: string | null } | null, planHistory: Array<{ id: string, planId: string, createdAt: string, status: PlanHistoryStatus, freeTrialDays: number, plan: { id: string, price: number, features: { analytics: boolean, branding: boolean, instagram: boolean } } }> } };

export type UpdateGroupMutationVariables = Exact<{
  name: string;
}>;


export type UpdateGroupMutation = { updateGroup: { id: string, createdAt: string, name: string, handle: string | null, viewerRole: GroupRole | null, shopifyStore: { id: string, groupId: string, storeName: string, groupName: string } | null, instagramAccount: { id: string, accountName: string, lastSyncedAt: string | null } | null, planHistory: Array<{ id: string, planId: string, createdAt: string, status: PlanHistoryStatus, freeTrialDays: number, plan: { id: string, price: number, features: { analytics: boolean, branding: boolean, instagram: boolean } } }> } };

export type UpsertGroupHandleMutationVariables = Exact<{
  handle: string;
}>;


export type UpsertGroupHandleMutation = { upsertGroupHandle: { id: string, createdAt: string, name: string, handle: string | null, viewerRole: GroupRole | null, shopifyStore: { id: string, groupId: string, storeName: string, groupName: string } | null, instagramAccount: { id: string, accountName: string, lastSyncedAt: string | null } | null, planHistory: Array<{ id: string, planId: string, createdAt: string, status: PlanHistoryStatus, freeTrialDays: number, plan: { id: string, price: number, features: { analytics: boolean, branding: boolean, instagram: boolean } } }> } };

export type DeleteInstagramFeedMutationVariables = Exact<{
  feedId: string | number;
}>;


export type DeleteInstagramFeedMutation = { deleteInstagramFeed: { success: boolean, message: string | null } };

export type DisconnectInstagramAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type DisconnectInstagramAccountMutation = { disconnectInstagramAccount: { success: boolean, message: string | null } };

export type InstagramAccountFieldsFragment = { id: string, createdAt: string, accountName: string, groupId: string, lastSyncedAt: string | null };

export type InstagramMediaFieldsFragment = { id: string, createdAt: string, externalId: string, mediaType: InstagramMediaType, mediaUrl: string | null, postedAt: string, thumbnailUrl: string | null, caption: string | null, mediaExpires: string | null, thumbnailExpires: string | null, parentMediaExternalId: string | null, rank: number };

export type InstagramFeedFieldsFragment = { id: string, createdAt: string, updatedAt: string, title: string, groupId: string };

export type GetEmbeddedInstagramFeedQueryVariables = Exact<{
  instagramFeedId: string | number;
}>;


export type GetEmbeddedInstagramFeedQuery = { getEmbeddedInstagramFeed: { handle: string | null, feed: { id: string, createdAt: string, updatedAt: string, title: string, groupId: string }, media: Array<{ id: string, createdAt: string, externalId: string, mediaType: InstagramMediaType, mediaUrl: string | null, postedAt: string, thumbnailUrl: string | null, caption: string | null, mediaExpires: string | null, thumbnailExpires: string | null, parentMediaExternalId: string | null, rank: number }>, brandingSettings: { buttonBackgroundColor: string, buttonTextColor: string, buttonBorderRadius: number | null, buttonFontName: string, buttonFontUrl: string | null, textColor: string, textHighlightColor: string, textFontName: string, textFontUrl: string | null, bannerHighlightColor: string, productCardBackgroundColor: string, hideVendyBranding: boolean } } };

export type GetInstagramAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type GetInstagramAccountQuery = { getInstagramAccount: { id: string, createdAt: string, accountName: string, groupId: string, lastSyncedAt: string | null } | null };

export type GetInstagramFeedsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetInstagramFeedsQuery = { getInstagramFeeds: Array<{ id: string, createdAt: string, updatedAt: string, title: string, groupId: string }> };

export type GetInstagramMediaQueryVariables = Exact<{ [key: string]: never; }>;


export type GetInstagramMediaQuery = { getInstagramMedia: Array<{ id: string, createdAt: string, externalId: string, mediaType: InstagramMediaType, mediaUrl: string | null, postedAt: string, thumbnailUrl: string | null, caption: string | null, mediaExpires: string | null, thumbnailExpires: string | null, parentMediaExternalId: string | null, rank: number }> };

export type GetInstagramVideosQueryVariables = Exact<{ [key: string]: never; }>;


export type GetInstagramVideosQuery = { getInstagramVideos: Array<{ id: string, mediaUrl: string, timestamp: string, thumbnailUrl: string | null }> };

export type SetupInstagramAccountMutationVariables = Exact<{
  code: string;
}>;


export type SetupInstagramAccountMutation = { setupInstagramAccount: { id: string, createdAt: string, accountName: string, groupId: string, lastSyncedAt: string | null } };

export type SyncInstagramAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type SyncInstagramAccountMutation = { syncInstagramAccount: { id: string, createdAt: string, accountName: string, groupId: string, lastSyncedAt: string | null } };

export type UpsertInstagramFeedMutationVariables = Exact<{
  id: string | number;
  title: string;
}>;


export type UpsertInstagramFeedMutation = { upsertInstagramFeed: { id: string, createdAt: string, updatedAt: string, title: string, groupId: string } };

export type AdminGetVirtualVideosQueryVariables = Exact<{
  groupId: string | number;
}>;


export type AdminGetVirtualVideosQuery = { adminGetVirtualVideos: Array<{ id: string, createdAt: string, updatedAt: string, groupId: string, title: string, segments: Array<{ id: string, title: string | null, rank: number, startTime: number, endTime: number, videoId: string | null, audioId: string | null, imageCollectionId: string | null, audioSrc: AudioSource, overlayId: string | null, overlayStart: number, overlayEnd: number, overlayX: number, overlayY: number, overlayWidth: number, overlayHeight: number, video: { id: string, title: string, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, source: VideoSource, sourceId: string | null, loop: boolean } | null, audio: { id: string, title: string, url: string, duration: number, loop: boolean } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null, overlay: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null }> }> };

export type AdminGetWidgetsQueryVariables = Exact<{
  groupId: string | number;
}>;


export type AdminGetWidgetsQuery = { adminGetWidgets: Array<{ id: string, createdAt: string, updatedAt: string, groupId: string, title: string, type: LayoutType, status: WidgetStatus, videoId: string | null, mediaCollectionId: string | null, imageCollectionId: string | null, virtualVideoId: string | null, video: { id: string, title: string, thumbnailUrl: string | null, source: VideoSource } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null } | null, virtualVideo: { id: string, createdAt: string, updatedAt: string, title: string, segments: Array<{ id: string, rank: number, videoId: string | null, imageCollectionId: string | null, video: { id: string, title: string, thumbnailUrl: string | null, status: VideoStatus } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null } | null }> } | null, mediaCollection: { id: string, title: string, thumbnailUrl: string | null, items: Array<{ rank: number, virtualVideoId: string | null, videoId: string | null, imageCollectionId: string | null, virtualVideo: { id: string, createdAt: string, updatedAt: string, title: string, segments: Array<{ id: string, rank: number, videoId: string | null, imageCollectionId: string | null, video: { id: string, title: string, thumbnailUrl: string | null, status: VideoStatus } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null } | null }> } | null }> } | null }> };

export type AttachMediaCollectionToWidgetMutationVariables = Exact<{
  widgetId: string | number;
  mediaCollectionId: string | number;
}>;


export type AttachMediaCollectionToWidgetMutation = { attachMediaCollectionToWidget: { success: boolean, message: string | null } };

export type AttachVirtualVideoToWidgetMutationVariables = Exact<{
  widgetId: string | number;
  virtualVideoId: string | number;
}>;


export type AttachVirtualVideoToWidgetMutation = { attachVirtualVideoToWidget: { success: boolean, message: string | null } };

export type DeleteMediaCollectionMutationVariables = Exact<{
  collectionId: string | number;
}>;


export type DeleteMediaCollectionMutation = { deleteMediaCollection: { success: boolean, message: string | null } };

export type DeleteWidgetMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWidgetMutation = { deleteWidget: { success: boolean, message: string | null } };

export type LayoutVideoFieldsFragment = { id: string, title: string, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, source: VideoSource, sourceId: string | null, loop: boolean };

export type LayoutAudioFieldsFragment = { id: string, title: string, url: string, duration: number, loop: boolean };

export type LayoutImageCollectionFieldsFragment = { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> };

export type VirtualVideoSegmentFieldsFragment = { id: string, title: string | null, rank: number, startTime: number, endTime: number, videoId: string | null, audioId: string | null, imageCollectionId: string | null, audioSrc: AudioSource, overlayId: string | null, overlayStart: number, overlayEnd: number, overlayX: number, overlayY: number, overlayWidth: number, overlayHeight: number, video: { id: string, title: string, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, source: VideoSource, sourceId: string | null, loop: boolean } | null, audio: { id: string, title: string, url: string, duration: number, loop: boolean } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null, overlay: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null };

export type VirtualVideoFieldsFragment = { id: string, createdAt: string, updatedAt: string, groupId: string, title: string, segments: Array<{ id: string, title: string | null, rank: number, startTime: number, endTime: number, videoId: string | null, audioId: string | null, imageCollectionId: string | null, audioSrc: AudioSource, overlayId: string | null, overlayStart: number, overlayEnd: number, overlayX: number, overlayY: number, overlayWidth: number, overlayHeight: number, video: { id: string, title: string, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, source: VideoSource, sourceId: string | null, loop: boolean } | null, audio: { id: string, title: string, url: string, duration: number, loop: boolean } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null, overlay: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null }> };

export type VirtualVideoSummaryFieldsFragment = { id: string, createdAt: string, updatedAt: string, title: string, segments: Array<{ id: string, rank: number, videoId: string | null, imageCollectionId: string | null, video: { id: string, title: string, thumbnailUrl: string | null, status: VideoStatus } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null } | null }> };

export type MediaCollectionFieldsFragment = { id: string, createdAt: string, updatedAt: string, title: string, thumbnailUrl: string | null, items: Array<{ rank: number, virtualVideoId: string | null, videoId: string | null, imageCollectionId: string | null, virtualVideo: { id: string, createdAt: string, updatedAt: string, groupId: string, title: string, segments: Array<{ id: string, title: string | null, rank: number, startTime: number, endTime: number, videoId: string | null, audioId: string | null, imageCollectionId: string | null, audioSrc: AudioSource, overlayId: string | null, overlayStart: number, overlayEnd: number, overlayX: number, overlayY: number, overlayWidth: number, overlayHeight: number, video: { id: string, title: string, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, source: VideoSource, sourceId: string | null, loop: boolean } | null, audio: { id: string, title: string, url: string, duration: number, loop: boolean } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null, overlay: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null }> } | null, video: { id: string, title: string, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, source: VideoSource, sourceId: string | null, loop: boolean } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null }> };

export type WidgetFieldsFragment = { id: string, createdAt: string, updatedAt: string, groupId: string, title: string, type: LayoutType, status: WidgetStatus, videoId: string | null, mediaCollectionId: string | null, imageCollectionId: string | null, virtualVideoId: string | null, video: { id: string, title: string, thumbnailUrl: string | null, source: VideoSource } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null } | null, virtualVideo: { id: string, createdAt: string, updatedAt: string, title: string, segments: Array<{ id: string, rank: number, videoId: string | null, imageCollectionId: string | null, video: { id: string, title: string, thumbnailUrl: string | null, status: VideoStatus } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null } | null }> } | null, mediaCollection: { id: string, title: string, thumbnailUrl: string | null, items: Array<{ rank: number, virtualVideoId: string | null, videoId: string | null, imageCollectionId: string | null, virtualVideo: { id: string, createdAt: string, updatedAt: string, title: string, segments: Array<{ id: string, rank: number, videoId: string | null, imageCollectionId: string | null, video: { id: string, title: string, thumbnailUrl: string | null, status: VideoStatus } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null } | null }> } | null }> } | null };

export type VideoPosterFieldsFragment = { id: string, thumbnailSources: Array<{ url: string, width: number, type: string }> };

export type EmbeddedWidgetFieldsFragment = { id: string, updatedAt: string, groupId: string, title: string, type: LayoutType, status: WidgetStatus, videoId: string | null, mediaCollectionId: string | null, imageCollectionId: string | null, virtualVideoId: string | null, video: { id: string, title: string, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, source: VideoSource, sourceId: string | null, loop: boolean, thumbnailSources: Array<{ url: string, width: number, type: string }> } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null, virtualVideo: { id: string, createdAt: string, updatedAt: string, groupId: string, title: string, segments: Array<{ id: string, title: string | null, rank: number, startTime: number, endTime: number, videoId: string | null, audioId: string | null, imageCollectionId: string | null, audioSrc: AudioSource, overlayId: string | null, overlayStart: number, overlayEnd: number, overlayX: number, overlayY: number, overlayWidth: number, overlayHeight: number, video: { id: string, title: string, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, source: VideoSource, sourceId: string | null, loop: boolean, thumbnailSources: Array<{ url: string, width: number, type: string }> } | null, audio: { id: string, title: string, url: string, duration: number, loop: boolean } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null, overlay: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null }> } | null, mediaCollection: { id: string, createdAt: string, updatedAt: string, title: string, thumbnailUrl: string | null, items: Array<{ rank: number, virtualVideoId: string | null, videoId: string | null, imageCollectionId: string | null, video: { id: string, title: string, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, source: VideoSource, sourceId: string | null, loop: boolean, thumbnailSources: Array<{ url: string, width: number, type: string }> } | null, virtualVideo: { id: string, createdAt: string, updatedAt: string, groupId: string, title: string, segments: Array<{ id: string, title: string | null, rank: number, startTime: number, endTime: number, videoId: string | null, audioId: string | null, imageCollectionId: string | null, audioSrc: AudioSource, overlayId: string | null, overlayStart: number, overlayEnd: number, overlayX: number, overlayY: number, overlayWidth: number, overlayHeight: number, video: { id: string, title: string, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, source: VideoSource, sourceId: string | null, loop: boolean, thumbnailSources: Array<{ url: string, width: number, type: string }> } | null, audio: { id: string, title: string, url: string, duration: number, loop: boolean } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null, overlay: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null }> } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null }> } | null, brandingSettings: { buttonBackgroundColor: string, buttonTextColor: string, buttonBorderRadius: number | null, buttonFontName: string, buttonFontUrl: string | null, textColor: string, textHighlightColor: string, textFontName: string, textFontUrl: string | null, bannerHighlightColor: string, productCardBackgroundColor: string, hideVendyBranding: boolean } };

export type GetEmbeddedWidgetQueryVariables = Exact<{
  widgetId: string | number;
}>;


export type GetEmbeddedWidgetQuery = { getEmbeddedWidget: { id: string, updatedAt: string, groupId: string, title: string, type: LayoutType, status: WidgetStatus, videoId: string | null, mediaCollectionId: string | null, imageCollectionId: string | null, virtualVideoId: string | null, video: { id: string, title: string, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, source: VideoSource, sourceId: string | null, loop: boolean, thumbnailSources: Array<{ url: string, width: number, type: string }> } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null, virtualVideo: { id: string, createdAt: string, updatedAt: string, groupId: string, title: string, segments: Array<{ id: string, title: string | null, rank: number, startTime: number, endTime: number, videoId: string | null, audioId: string | null, imageCollectionId: string | null, audioSrc: AudioSource, overlayId: string | null, overlayStart: number, overlayEnd: number, overlayX: number, overlayY: number, overlayWidth: number, overlayHeight: number, video: { id: string, title: string, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, source: VideoSource, sourceId: string | null, loop: boolean, thumbnailSources: Array<{ url: string, width: number, type: string }> } | null, audio: { id: string, title: string, url: string, duration: number, loop: boolean } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null, overlay: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null }> } | null, mediaCollection: { id: string, createdAt: string, updatedAt: string, title: string, thumbnailUrl: string | null, items: Array<{ rank: number, virtualVideoId: string | null, videoId: string | null, imageCollectionId: string | null, video: { id: string, title: string, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, source: VideoSource, sourceId: string | null, loop: boolean, thumbnailSources: Array<{ url: string, width: number, type: string }> } | null, virtualVideo: { id: string, createdAt: string, updatedAt: string, groupId: string, title: string, segments: Array<{ id: string, title: string | null, rank: number, startTime: number, endTime: number, videoId: string | null, audioId: string | null, imageCollectionId: string | null, audioSrc: AudioSource, overlayId: string | null, overlayStart: number, overlayEnd: number, overlayX: number, overlayY: number, overlayWidth: number, overlayHeight: number, video: { id: string, title: string, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, source: VideoSource, sourceId: string | null, loop: boolean, thumbnailSources: Array<{ url: string, width: number, type: string }> } | null, audio: { id: string, title: string, url: string, duration: number, loop: boolean } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null, overlay: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null }> } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null }> } | null, brandingSettings: { buttonBackgroundColor: string, buttonTextColor: string, buttonBorderRadius: number | null, buttonFontName: string, buttonFontUrl: string | null, textColor: string, textHighlightColor: string, textFontName: string, textFontUrl: string | null, bannerHighlightColor: string, productCardBackgroundColor: string, hideVendyBranding: boolean } } };

export type GetMediaCollectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMediaCollectionsQuery = { getMediaCollections: Array<{ id: string, createdAt: string, updatedAt: string, title: string, thumbnailUrl: string | null, items: Array<{ rank: number, virtualVideoId: string | null, videoId: string | null, imageCollectionId: string | null, virtualVideo: { id: string, createdAt: string, updatedAt: string, groupId: string, title: string, segments: Array<{ id: string, title: string | null, rank: number, startTime: number, endTime: number, videoId: string | null, audioId: string | null, imageCollectionId: string | null, audioSrc: AudioSource, overlayId: string | null, overlayStart: number, overlayEnd: number, overlayX: number, overlayY: number, overlayWidth: number, overlayHeight: number, video: { id: string, title: string, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, source: VideoSource, sourceId: string | null, loop: boolean } | null, audio: { id: string, title: string, url: string, duration: number, loop: boolean } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null, overlay: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null }> } | null, video: { id: string, title: string, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, source: VideoSource, sourceId: string | null, loop: boolean } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null }> }> };

export type GetVirtualVideosQueryVariables = Exact<{ [key: string]: never; }>;


export type GetVirtualVideosQuery = { getVirtualVideos: Array<{ id: string, createdAt: string, updatedAt: string, groupId: string, title: string, segments: Array<{ id: string, title: string | null, rank: number, startTime: number, endTime: number, videoId: string | null, audioId: string | null, imageCollectionId: string | null, audioSrc: AudioSource, overlayId: string | null, overlayStart: number, overlayEnd: number, overlayX: number, overlayY: number, overlayWidth: number, overlayHeight: number, video: { id: string, title: string, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, source: VideoSource, sourceId: string | null, loop: boolean } | null, audio: { id: string, title: string, url: string, duration: number, loop: boolean } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null, overlay: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null }> }> };

export type GetWidgetsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetWidgetsQuery = { getWidgets: Array<{ id: string, createdAt: string, updatedAt: string, groupId: string, title: string, type: LayoutType, status: WidgetStatus, videoId: string | null, mediaCollectionId: string | null, imageCollectionId: string | null, virtualVideoId: string | null, video: { id: string, title: string, thumbnailUrl: string | null, source: VideoSource } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null } | null, virtualVideo: { id: string, createdAt: string, updatedAt: string, title: string, segments: Array<{ id: string, rank: number, videoId: string | null, imageCollectionId: string | null, video: { id: string, title: string, thumbnailUrl: string | null, status: VideoStatus } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null } | null }> } | null, mediaCollection: { id: string, title: string, thumbnailUrl: string | null, items: Array<{ rank: number, virtualVideoId: string | null, videoId: string | null, imageCollectionId: string | null, virtualVideo: { id: string, createdAt: string, updatedAt: string, title: string, segments: Array<{ id: string, rank: number, videoId: string | null, imageCollectionId: string | null, video: { id: string, title: string, thumbnailUrl: string | null, status: VideoStatus } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null } | null }> } | null }> } | null }> };

export type MarkWidgetAsReadyMutationVariables = Exact<{
  widgetId: string | number;
}>;


export type MarkWidgetAsReadyMutation = { markWidgetAsReady: { success: boolean, message: string | null } };

export type UpsertMediaCollectionMutationVariables = Exact<{
  id?: string | number | null | undefined;
  title: string;
  thumbnailUrl?: string | null | undefined;
  items: Array<MediaCollectionItemInput> | MediaCollectionItemInput;
}>;


export type UpsertMediaCollectionMutation = { upsertMediaCollection: { id: string, createdAt: string, updatedAt: string, title: string, thumbnailUrl: string | null, items: Array<{ rank: number, virtualVideoId: string | null, videoId: string | null, imageCollectionId: string | null, virtualVideo: { id: string, createdAt: string, updatedAt: string, groupId: string, title: string, segments: Array<{ id: string, title: string | null, rank: number, startTime: number, endTime: number, videoId: string | null, audioId: string | null, imageCollectionId: string | null, audioSrc: AudioSource, overlayId: string | null, overlayStart: number, overlayEnd: number, overlayX: number, overlayY: number, overlayWidth: number, overlayHeight: number, video: { id: string, title: string, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, source: VideoSource, sourceId: string | null, loop: boolean } | null, audio: { id: string, title: string, url: string, duration: number, loop: boolean } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null, overlay: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null }> } | null, video: { id: string, title: string, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, source: VideoSource, sourceId: string | null, loop: boolean } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null }> } };

export type UpsertVirtualVideoMutationVariables = Exact<{
  id?: string | number | null | undefined;
  title: string;
  segments: Array<VirtualVideoSegmentInput> | VirtualVideoSegmentInput;
}>;


export type UpsertVirtualVideoMutation = { upsertVirtualVideo: { id: string, createdAt: string, updatedAt: string, groupId: string, title: string, segments: Array<{ id: string, title: string | null, rank: number, startTime: number, endTime: number, videoId: string | null, audioId: string | null, imageCollectionId: string | null, audioSrc: AudioSource, overlayId: string | null, overlayStart: number, overlayEnd: number, overlayX: number, overlayY: number, overlayWidth: number, overlayHeight: number, video: { id: string, title: string, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, source: VideoSource, sourceId: string | null, loop: boolean } | null, audio: { id: string, title: string, url: string, duration: number, loop: boolean } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null, overlay: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null }> } };

export type UpsertWidgetBaseMutationVariables = Exact<{
  id?: string | number | null | undefined;
  title: string;
  type: LayoutType;
}>;


export type UpsertWidgetBaseMutation = { upsertWidgetBase: string };

export type AdminGetAudiosQueryVariables = Exact<{
  groupId: string | number;
}>;


export type AdminGetAudiosQuery = { adminGetAudios: Array<{ id: string, createdAt: string, updatedAt: string, title: string, description: string | null, url: string, duration: number, status: VideoStatus, externalId: string | null, loop: boolean }> };

export type AdminGetImageCollectionsQueryVariables = Exact<{
  groupId: string | number;
}>;


export type AdminGetImageCollectionsQuery = { adminGetImageCollections: Array<{ id: string, createdAt: string, updatedAt: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, createdAt: string, updatedAt: string, title: string, description: string | null, aspectRatio: number | null, imageUrl: string, source: ImageSource, sourceId: string | null } }> }> };

export type AdminGetVideosQueryVariables = Exact<{
  groupId: string | number;
}>;


export type AdminGetVideosQuery = { adminGetVideos: Array<{ id: string, createdAt: string, updatedAt: string, title: string, description: string | null, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, externalId: string | null, source: VideoSource, sourceId: string | null, loop: boolean }> };

export type CheckAndUpdateVideoStatusMutationVariables = Exact<{
  videoId: string | number;
}>;


export type CheckAndUpdateVideoStatusMutation = { checkAndUpdateVideoStatus: { id: string, createdAt: string, updatedAt: string, title: string, description: string | null, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, externalId: string | null, source: VideoSource, sourceId: string | null, loop: boolean } };

export type DeleteAudioMutationVariables = Exact<{
  audioId: string | number;
}>;


export type DeleteAudioMutation = { deleteAudio: { success: boolean, message: string | null } };

export type DeleteImageMutationVariables = Exact<{
  imageId: string | number;
}>;


export type DeleteImageMutation = { deleteImage: { success: boolean, message: string | null } };

export type DeleteImageCollectionMutationVariables = Exact<{
  collectionId: string | number;
}>;


export type DeleteImageCollectionMutation = { deleteImageCollection: { success: boolean, message: string | null } };

export type DeleteVideoMutationVariables = Exact<{
  videoId: string | number;
}>;


export type DeleteVideoMutation = { deleteVideo: { success: boolean, message: string | null } };

export type VideoFieldsFragment = { id: string, createdAt: string, updatedAt: string, title: string, description: string | null, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, externalId: string | null, source: VideoSource, sourceId: string | null, loop: boolean };

export type AudioFieldsFragment = { id: string, createdAt: string, updatedAt: string, title: string, description: string | null, url: string, duration: number, status: VideoStatus, externalId: string | null, loop: boolean };

export type ImageFieldsFragment = { id: string, createdAt: string, updatedAt: string, title: string, description: string | null, aspectRatio: number | null, imageUrl: string, source: ImageSource, sourceId: string | null };

export type ImageCollectionFieldsFragment = { id: string, createdAt: string, updatedAt: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, createdAt: string, updatedAt: string, title: string, description: string | null, aspectRatio: number | null, imageUrl: string, source: ImageSource, sourceId: string | null } }> };

export type AssetUploadUrlFieldsFragment = { fileName: string, fileKey: string, url: string, objectExists: boolean };

export type GetAffiliateLinkImageUploadUrlsQueryVariables = Exact<{
  fileData: Array<FileDataInput> | FileDataInput;
}>;


export type GetAffiliateLinkImageUploadUrlsQuery = { getAffiliateLinkImageUploadUrls: Array<{ fileName: string, fileKey: string, url: string, objectExists: boolean }> };

export type GetAudioUploadUrlQueryVariables = Exact<{
  fileName: string;
}>;


export type GetAudioUploadUrlQuery = { getAudioUploadUrl: { id: string, url: string } };

export type GetAudiosQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAudiosQuery = { getAudios: Array<{ id: string, createdAt: string, updatedAt: string, title: string, description: string | null, url: string, duration: number, status: VideoStatus, externalId: string | null, loop: boolean }> };

export type GetImageCollectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetImageCollectionsQuery = { getImageCollections: Array<{ id: string, createdAt: string, updatedAt: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, createdAt: string, updatedAt: string, title: string, description: string | null, aspectRatio: number | null, imageUrl: string, source: ImageSource, sourceId: string | null } }> }> };

export type GetImageUploadUrlsQueryVariables = Exact<{
  fileData: Array<FileDataInput> | FileDataInput;
}>;


export type GetImageUploadUrlsQuery = { getImageUploadUrls: Array<{ fileName: string, fileKey: string, url: string, objectExists: boolean }> };

export type GetProductImageUploadUrlsQueryVariables = Exact<{
  fileData: Array<FileDataInput> | FileDataInput;
}>;


export type GetProductImageUploadUrlsQuery = { getProductImageUploadUrls: Array<{ fileName: string, fileKey: string, url: string, objectExists: boolean }> };

export type GetVideoImageUploadUrlQueryVariables = Exact<{
  fileName: string;
  fileType: string;
}>;


export type GetVideoImageUploadUrlQuery = { getVideoImageUploadUrl: { fileName: string, fileKey: string, url: string, objectExists: boolean } };

export type GetVideoUploadUrlQueryVariables = Exact<{
  fileName: string;
  size: number;
  duration: number;
}>;


export type GetVideoUploadUrlQuery = { getVideoUploadUrl: { id: string, url: string } };

export type GetVideoUploadUsageQueryVariables = Exact<{ [key: string]: never; }>;


export type GetVideoUploadUsageQuery = { getVideoUploadUsage: { planId: string | null, limitMinutes: number, usedMinutes: number, remainingMinutes: number, periodStart: string, periodEnd: string } };

export type GetVideosQueryVariables = Exact<{ [key: string]: never; }>;


export type GetVideosQuery = { getVideos: Array<{ id: string, createdAt: string, updatedAt: string, title: string, description: string | null, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, externalId: string | null, source: VideoSource, sourceId: string | null, loop: boolean }> };

export type SaveImageCollectionMutationVariables = Exact<{
  title: string;
  items: Array<ImageCollectionItemInput> | ImageCollectionItemInput;
}>;


export type SaveImageCollectionMutation = { saveImageCollection: { success: boolean, errorMessage: string | null, imageCollection: { id: string, createdAt: string, updatedAt: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, createdAt: string, updatedAt: string, title: string, description: string | null, aspectRatio: number | null, imageUrl: string, source: ImageSource, sourceId: string | null } }> } | null, uploadedImages: Array<{ id: string, createdAt: string, updatedAt: string, title: string, description: string | null, aspectRatio: number | null, imageUrl: string, source: ImageSource, sourceId: string | null }> } };

export type UploadVideoFromUrlMutationVariables = Exact<{
  url: string;
  title: string;
}>;


export type UploadVideoFromUrlMutation = { uploadVideoFromUrl: string };

export type UpsertAudioMutationVariables = Exact<{
  id?: string | number | null | undefined;
  title: string;
  description?: string | null | undefined;
  url?: string | null | undefined;
  duration?: number | null | undefined;
  externalId?: string | null | undefined;
  loop?: boolean | null | undefined;
}>;


export type UpsertAudioMutation = { upsertAudio: { id: string, createdAt: string, updatedAt: string, title: string, description: string | null, url: string, duration: number, status: VideoStatus, externalId: string | null, loop: boolean } };

export type UpsertImageMutationVariables = Exact<{
  id?: string | number | null | undefined;
  title: string;
  description?: string | null | undefined;
  aspectRatio?: number | null | undefined;
  imageUrl?: string | null | undefined;
  source?: ImageSource | null | undefined;
  sourceId?: string | null | undefined;
}>;


export type UpsertImageMutation = { upsertImage: { id: string, createdAt: string, updatedAt: string, title: string, description: string | null, aspectRatio: number | null, imageUrl: string, source: ImageSource, sourceId: string | null } };

export type UpsertImageCollectionMutationVariables = Exact<{
  id?: string | number | null | undefined;
  title: string;
  items?: Array<ImageCollectionImageInput> | ImageCollectionImageInput | null | undefined;
}>;


export type UpsertImageCollectionMutation = { upsertImageCollection: { id: string, createdAt: string, updatedAt: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, createdAt: string, updatedAt: string, title: string, description: string | null, aspectRatio: number | null, imageUrl: string, source: ImageSource, sourceId: string | null } }> } };

export type UpsertVideoMutationVariables = Exact<{
  id?: string | number | null | undefined;
  title: string;
  description?: string | null | undefined;
  url?: string | null | undefined;
  thumbnailUrl?: string | null | undefined;
  duration?: number | null | undefined;
  aspectRatio?: number | null | undefined;
  externalId?: string | null | undefined;
  loop?: boolean | null | undefined;
  source?: VideoSource | null | undefined;
  sourceId?: string | null | undefined;
}>;


export type UpsertVideoMutation = { upsertVideo: { id: string, createdAt: string, updatedAt: string, title: string, description: string | null, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, externalId: string | null, source: VideoSource, sourceId: string | null, loop: boolean } };

export type AdminGetExperimentsQueryVariables = Exact<{
  groupId: string | number;
}>;


export type AdminGetExperimentsQuery = { adminGetExperiments: Array<{ id: string, createdAt: string, updatedAt: string, title: string, virtualVideoId: string | null, instagramFeedId: string | null, items: Array<{ id: string, strategyId: string, rangePercentage: number, ranges: Array<{ id: string, start: number, end: number }>, strategy: { id: string, createdAt: string, updatedAt: string, title: string, individualAssignments: Array<{ id: string, productId: string | null, affiliateLinkId: string | null, adType: AdType, name: string | null, rank: number, startTimeIndex: number, instagramMediaId: string | null }>, multipleAssignments: Array<{ id: string, productCollectionId: string, adType: AdType, name: string | null, rank: number, startTimeIndex: number, bannerInterval: number }> } }> }> };

export type AdminGetStrategiesQueryVariables = Exact<{
  groupId: string | number;
}>;


export type AdminGetStrategiesQuery = { adminGetStrategies: Array<{ id: string, createdAt: string, updatedAt: string, title: string, individualAssignments: Array<{ id: string, productId: string | null, affiliateLinkId: string | null, adType: AdType, name: string | null, rank: number, startTimeIndex: number, instagramMediaId: string | null }>, multipleAssignments: Array<{ id: string, productCollectionId: string, adType: AdType, name: string | null, rank: number, startTimeIndex: number, bannerInterval: number }> }> };

export type DeleteExperimentMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteExperimentMutation = { deleteExperiment: { success: boolean, message: string | null } };

export type DeleteStrategyMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteStrategyMutation = { deleteStrategy: { success: boolean, message: string | null } };

export type IndividualAssignmentFieldsFragment = { id: string, productId: string | null, affiliateLinkId: string | null, adType: AdType, name: string | null, rank: number, startTimeIndex: number, instagramMediaId: string | null };

export type MultipleAssignmentFieldsFragment = { id: string, productCollectionId: string, adType: AdType, name: string | null, rank: number, startTimeIndex: number, bannerInterval: number };

export type StrategyFieldsFragment = { id: string, createdAt: string, updatedAt: string, title: string, individualAssignments: Array<{ id: string, productId: string | null, affiliateLinkId: string | null, adType: AdType, name: string | null, rank: number, startTimeIndex: number, instagramMediaId: string | null }>, multipleAssignments: Array<{ id: string, productCollectionId: string, adType: AdType, name: string | null, rank: number, startTimeIndex: number, bannerInterval: number }> };

export type ExperimentFieldsFragment = { id: string, createdAt: string, updatedAt: string, title: string, virtualVideoId: string | null, instagramFeedId: string | null, items: Array<{ id: string, strategyId: string, rangePercentage: number, ranges: Array<{ id: string, start: number, end: number }>, strategy: { id: string, createdAt: string, updatedAt: string, title: string, individualAssignments: Array<{ id: string, productId: string | null, affiliateLinkId: string | null, adType: AdType, name: string | null, rank: number, startTimeIndex: number, instagramMediaId: string | null }>, multipleAssignments: Array<{ id: string, productCollectionId: string, adType: AdType, name: string | null, rank: number, startTimeIndex: number, bannerInterval: number }> } }> };

export type ExperimentDataProductFieldsFragment = { id: string, title: string, vendor: string, productType: string, handle: string, price: number | null, imageUrl: string | null, thumbnailUrl: string | null, images: Array<{ imageUrl: string, thumbnailUrl: string, isFeatured: boolean }>, variants: Array<{ id: string, title: string, price: number, imageUrl: string | null, thumbnailUrl: string | null, selectedOptions: Array<{ name: string, value: string }> }> };

export type ExperimentDataProductCollectionFieldsFragment = { id: string, title: string, items: Array<{ productId: string }> };

export type ExperimentDataAffiliateLinkFieldsFragment = { id: string, title: string, price: number, ctaText: string | null, url: string, images: Array<{ id: string, imageUrl: string, thumbnailUrl: string, rank: number }> };

export type GetExperimentDataQueryVariables = Exact<{
  virtualVideoId?: string | number | null | undefined;
  instagramFeedId?: string | number | null | undefined;
}>;


export type GetExperimentDataQuery = { getExperimentData: { experiment: { id: string, createdAt: string, updatedAt: string, title: string, virtualVideoId: string | null, instagramFeedId: string | null, items: Array<{ id: string, strategyId: string, rangePercentage: number, ranges: Array<{ id: string, start: number, end: number }>, strategy: { id: string, createdAt: string, updatedAt: string, title: string, individualAssignments: Array<{ id: string, productId: string | null, affiliateLinkId: string | null, adType: AdType, name: string | null, rank: number, startTimeIndex: number, instagramMediaId: string | null }>, multipleAssignments: Array<{ id: string, productCollectionId: string, adType: AdType, name: string | null, rank: number, startTimeIndex: number, bannerInterval: number }> } }> } | null, products: Array<{ id: string, title: string, vendor: string, productType: string, handle: string, price: number | null, imageUrl: string | null, thumbnailUrl: string | null, images: Array<{ imageUrl: string, thumbnailUrl: string, isFeatured: boolean }>, variants: Array<{ id: string, title: string, price: number, imageUrl: string | null, thumbnailUrl: string | null, selectedOptions: Array<{ name: string, value: string }> }> }>, productCollections: Array<{ id: string, title: string, items: Array<{ productId: string }> }>, affiliateLinks: Array<{ id: string, title: string, price: number, ctaText: string | null, url: string, images: Array<{ id: string, imageUrl: string, thumbnailUrl: string, rank: number }> }>, shopifyStore: { id: string, storeName: string } | null } };

export type GetExperimentForInstagramFeedQueryVariables = Exact<{
  id: string | number;
}>;


export type GetExperimentForInstagramFeedQuery = { getExperimentForInstagramFeed: { id: string, createdAt: string, updatedAt: string, title: string, virtualVideoId: string | null, instagramFeedId: string | null, items: Array<{ id: string, strategyId: string, rangePercentage: number, ranges: Array<{ id: string, start: number, end: number }>, strategy: { id: string, createdAt: string, updatedAt: string, title: string, individualAssignments: Array<{ id: string, productId: string | null, affiliateLinkId: string | null, adType: AdType, name: string | null, rank: number, startTimeIndex: number, instagramMediaId: string | null }>, multipleAssignments: Array<{ id: string, productCollectionId: string, adType: AdType, name: string | null, rank: number, startTimeIndex: number, bannerInterval: number }> } }> } | null };

export type GetExperimentForVirtualVideoQueryVariables = Exact<{
  id: string | number;
}>;


export type GetExperimentForVirtualVideoQuery = { getExperimentForVirtualVideo: { id: string, createdAt: string, updatedAt: string, title: string, virtualVideoId: string | null, instagramFeedId: string | null, items: Array<{ id: string, strategyId: string, rangePercentage: number, ranges: Array<{ id: string, start: number, end: number }>, strategy: { id: string, createdAt: string, updatedAt: string, title: string, individualAssignments: Array<{ id: string, productId: string | null, affiliateLinkId: string | null, adType: AdType, name: string | null, rank: number, startTimeIndex: number, instagramMediaId: string | null }>, multipleAssignments: Array<{ id: string, productCollectionId: string, adType: AdType, name: string | null, rank: number, startTimeIndex: number, bannerInterval: number }> } }> } | null };

export type GetExperimentsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetExperimentsQuery = { getExperiments: Array<{ id: string, createdAt: string, updatedAt: string, title: string, virtualVideoId: string | null, instagramFeedId: string | null, items: Array<{ id: string, strategyId: string, rangePercentage: number, ranges: Array<{ id: string, start: number, end: number }>, strategy: { id: string, createdAt: string, updatedAt: string, title: string, individualAssignments: Array<{ id: string, productId: string | null, affiliateLinkId: string | null, adType: AdType, name: string | null, rank: number, startTimeIndex: number, instagramMediaId: string | null }>, multipleAssignments: Array<{ id: string, productCollectionId: string, adType: AdType, name: string | null, rank: number, startTimeIndex: number, bannerInterval: number }> } }> }> };

export type GetStrategiesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStrategiesQuery = { getStrategies: Array<{ id: string, createdAt: string, updatedAt: string, title: string, individualAssignments: Array<{ id: string, productId: string | null, affiliateLinkId: string | null, adType: AdType, name: string | null, rank: number, startTimeIndex: number, instagramMediaId: string | null }>, multipleAssignments: Array<{ id: string, productCollectionId: string, adType: AdType, name: string | null, rank: number, startTimeIndex: number, bannerInterval: number }> }> };

export type UpsertExperimentMutationVariables = Exact<{
  id?: string | number | null | undefined;
  title: string;
  virtualVideoId?: string | number | null | undefined;
  instagramFeedId?: string | number | null | undefined;
  items: Array<ExperimentItemInput> | ExperimentItemInput;
}>;


export type UpsertExperimentMutation = { upsertExperiment: { id: string, createdAt: string, updatedAt: string, title: string, virtualVideoId: string | null, instagramFeedId: string | null, items: Array<{ id: string, strategyId: string, rangePercentage: number, ranges: Array<{ id: string, start: number, end: number }>, strategy: { id: string, createdAt: string, updatedAt: string, title: string, individualAssignments: Array<{ id: string, productId: string | null, affiliateLinkId: string | null, adType: AdType, name: string | null, rank: number, startTimeIndex: number, instagramMediaId: string | null }>, multipleAssignments: Array<{ id: string, productCollectionId: string, adType: AdType, name: string | null, rank: number, startTimeIndex: number, bannerInterval: number }> } }> } };

export type UpsertStrategyMutationVariables = Exact<{
  id?: string | number | null | undefined;
  title: string;
  assignments: StrategyAssignmentsInput;
}>;


export type UpsertStrategyMutation = { upsertStrategy: string };

export type DeleteSliderPageMutationVariables = Exact<{
  sliderPageId: string | number;
}>;


export type DeleteSliderPageMutation = { deleteSliderPage: { success: boolean, message: string | null } };

export type SliderFieldsFragment = { id: string, title: string, rank: number, sliderItems: Array<{ id: string, rank: number, virtualVideoId: string, virtualVideo: { id: string, createdAt: string, updatedAt: string, title: string, segments: Array<{ id: string, rank: number, videoId: string | null, imageCollectionId: string | null, video: { id: string, title: string, thumbnailUrl: string | null, status: VideoStatus } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null } | null }> } | null }> };

export type SliderPageFieldsFragment = { id: string, createdAt: string, updatedAt: string, groupId: string, groupHandle: string | null, title: string, description: string | null, slug: string, sliders: Array<{ id: string, title: string, rank: number, sliderItems: Array<{ id: string, rank: number, virtualVideoId: string, virtualVideo: { id: string, createdAt: string, updatedAt: string, title: string, segments: Array<{ id: string, rank: number, videoId: string | null, imageCollectionId: string | null, video: { id: string, title: string, thumbnailUrl: string | null, status: VideoStatus } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null } | null }> } | null }> }>, featuredSlider: { id: string, title: string, rank: number, sliderItems: Array<{ id: string, rank: number, virtualVideoId: string, virtualVideo: { id: string, createdAt: string, updatedAt: string, title: string, segments: Array<{ id: string, rank: number, videoId: string | null, imageCollectionId: string | null, video: { id: string, title: string, thumbnailUrl: string | null, status: VideoStatus } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null } | null }> } | null }> } | null };

export type GetEmbeddedSliderItemQueryVariables = Exact<{
  sliderItemId: string | number;
}>;


export type GetEmbeddedSliderItemQuery = { getEmbeddedSliderItem: { id: string, updatedAt: string, groupId: string, title: string, type: LayoutType, status: WidgetStatus, videoId: string | null, mediaCollectionId: string | null, imageCollectionId: string | null, virtualVideoId: string | null, video: { id: string, title: string, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, source: VideoSource, sourceId: string | null, loop: boolean, thumbnailSources: Array<{ url: string, width: number, type: string }> } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null, virtualVideo: { id: string, createdAt: string, updatedAt: string, groupId: string, title: string, segments: Array<{ id: string, title: string | null, rank: number, startTime: number, endTime: number, videoId: string | null, audioId: string | null, imageCollectionId: string | null, audioSrc: AudioSource, overlayId: string | null, overlayStart: number, overlayEnd: number, overlayX: number, overlayY: number, overlayWidth: number, overlayHeight: number, video: { id: string, title: string, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, source: VideoSource, sourceId: string | null, loop: boolean, thumbnailSources: Array<{ url: string, width: number, type: string }> } | null, audio: { id: string, title: string, url: string, duration: number, loop: boolean } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null, overlay: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null }> } | null, mediaCollection: { id: string, createdAt: string, updatedAt: string, title: string, thumbnailUrl: string | null, items: Array<{ rank: number, virtualVideoId: string | null, videoId: string | null, imageCollectionId: string | null, video: { id: string, title: string, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, source: VideoSource, sourceId: string | null, loop: boolean, thumbnailSources: Array<{ url: string, width: number, type: string }> } | null, virtualVideo: { id: string, createdAt: string, updatedAt: string, groupId: string, title: string, segments: Array<{ id: string, title: string | null, rank: number, startTime: number, endTime: number, videoId: string | null, audioId: string | null, imageCollectionId: string | null, audioSrc: AudioSource, overlayId: string | null, overlayStart: number, overlayEnd: number, overlayX: number, overlayY: number, overlayWidth: number, overlayHeight: number, video: { id: string, title: string, url: string, duration: number, aspectRatio: number, status: VideoStatus, thumbnailUrl: string | null, source: VideoSource, sourceId: string | null, loop: boolean, thumbnailSources: Array<{ url: string, width: number, type: string }> } | null, audio: { id: string, title: string, url: string, duration: number, loop: boolean } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null, overlay: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null }> } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null, source: ImageSource, items: Array<{ rank: number, imageId: string, image: { id: string, title: string, imageUrl: string, aspectRatio: number | null } }> } | null }> } | null, brandingSettings: { buttonBackgroundColor: string, buttonTextColor: string, buttonBorderRadius: number | null, buttonFontName: string, buttonFontUrl: string | null, textColor: string, textHighlightColor: string, textFontName: string, textFontUrl: string | null, bannerHighlightColor: string, productCardBackgroundColor: string, hideVendyBranding: boolean } } };

export type GetSliderPagesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSliderPagesQuery = { getSliderPages: Array<{ id: string, createdAt: string, updatedAt: string, groupId: string, groupHandle: string | null, title: string, description: string | null, slug: string, sliders: Array<{ id: string, title: string, rank: number, sliderItems: Array<{ id: string, rank: number, virtualVideoId: string, virtualVideo: { id: string, createdAt: string, updatedAt: string, title: string, segments: Array<{ id: string, rank: number, videoId: string | null, imageCollectionId: string | null, video: { id: string, title: string, thumbnailUrl: string | null, status: VideoStatus } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null } | null }> } | null }> }>, featuredSlider: { id: string, title: string, rank: number, sliderItems: Array<{ id: string, rank: number, virtualVideoId: string, virtualVideo: { id: string, createdAt: string, updatedAt: string, title: string, segments: Array<{ id: string, rank: number, videoId: string | null, imageCollectionId: string | null, video: { id: string, title: string, thumbnailUrl: string | null, status: VideoStatus } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null } | null }> } | null }> } | null }> };

export type UpsertSliderPageMutationVariables = Exact<{
  page: SliderPageInput;
}>;


export type UpsertSliderPageMutation = { upsertSliderPage: { id: string, createdAt: string, updatedAt: string, groupId: string, groupHandle: string | null, title: string, description: string | null, slug: string, sliders: Array<{ id: string, title: string, rank: number, sliderItems: Array<{ id: string, rank: number, virtualVideoId: string, virtualVideo: { id: string, createdAt: string, updatedAt: string, title: string, segments: Array<{ id: string, rank: number, videoId: string | null, imageCollectionId: string | null, video: { id: string, title: string, thumbnailUrl: string | null, status: VideoStatus } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null } | null }> } | null }> }>, featuredSlider: { id: string, title: string, rank: number, sliderItems: Array<{ id: string, rank: number, virtualVideoId: string, virtualVideo: { id: string, createdAt: string, updatedAt: string, title: string, segments: Array<{ id: string, rank: number, videoId: string | null, imageCollectionId: string | null, video: { id: string, title: string, thumbnailUrl: string | null, status: VideoStatus } | null, imageCollection: { id: string, title: string, thumbnailUrl: string | null } | null }> } | null }> } | null } };

export type CheckStoreCredentialOwnerQueryVariables = Exact<{
  storeName: string;
}>;


export type CheckStoreCredentialOwnerQuery = { checkStoreCredentialOwner: { hasPermission: boolean, group: { id: string, createdAt: string, name: string, handle: string | null, viewerRole: GroupRole | null, shopifyStore: { id: string, groupId: string, storeName: string, groupName: string } | null, instagramAccount: { id: string, accountName: string, lastSyncedAt: string | null } | null, planHistory: Array<{ id: string, planId: string, createdAt: string, status: PlanHistoryStatus, freeTrialDays: number, plan: { id: string, price: number, features: { analytics: boolean, branding: boolean, instagram: boolean } } }> } | null } };

export type ConnectShopifyStoreToGroupMutationVariables = Exact<{
  storeName: string;
  groupId: string | number;
}>;


export type ConnectShopifyStoreToGroupMutation = { connectShopifyStoreToGroup: { id: string, groupId: string, storeName: string, groupName: string } };

export type ShopifyStoreFieldsFragment = { id: string, groupId: string, storeName: string, groupName: string };

export type GetShopifyStoreQueryVariables = Exact<{ [key: string]: never; }>;


export type GetShopifyStoreQuery = { getShopifyStore: { id: string, groupId: string, storeName: string, groupName: string } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AuthFieldsFragmentDoc = new TypedDocumentString(`
    fragment AuthFields on Auth {
  isUser
  isAdmin
  email
  emailVerified
}
    `, {"fragmentName":"AuthFields"}) as unknown as TypedDocumentString<AuthFieldsFragment, unknown>;
export const ShopifyStoreFieldsFragmentDoc = new TypedDocumentString(`
    fragment ShopifyStoreFields on ShopifyStore {
  id
  groupId
  storeName
  groupName
}
    `, {"fragmentName":"ShopifyStoreFields"}) as unknown as TypedDocumentString<ShopifyStoreFieldsFragment, unknown>;
export const PlanFieldsFragmentDoc = new TypedDocumentString(`
    fragment PlanFields on Plan {
  id
  price
  features {
    analytics
    branding
    instagram
  }
}
    `, {"fragmentName":"PlanFields"}) as unknown as TypedDocumentString<PlanFieldsFragment, unknown>;
export const GroupPlanHistoryFieldsFragmentDoc = new TypedDocumentString(`
    fragment GroupPlanHistoryFields on GroupPlanHistory {
  id
  planId
  createdAt
  status
  freeTrialDays
  plan {
    ...PlanFields
  }
}
    fragment PlanFields on Plan {
  id
  price
  features {
    analytics
    branding
    instagram
  }
}`, {"fragmentName":"GroupPlanHistoryFields"}) as unknown as TypedDocumentString<GroupPlanHistoryFieldsFragment, unknown>;
export const GroupFieldsFragmentDoc = new TypedDocumentString(`
    fragment GroupFields on Group {
  id
  createdAt
  name
  handle
  viewerRole
  shopifyStore {
    ...ShopifyStoreFields
  }
  instagramAccount {
    id
    accountName
    lastSyncedAt
  }
  planHistory {
    ...GroupPlanHistoryFields
  }
}
    fragment PlanFields on Plan {
  id
  price
  features {
    analytics
    branding
    instagram
  }
}
fragment GroupPlanHistoryFields on GroupPlanHistory {
  id
  planId
  createdAt
  status
  freeTrialDays
  plan {
    ...PlanFields
  }
}
fragment ShopifyStoreFields on ShopifyStore {
  id
  groupId
  storeName
  groupName
}`, {"fragmentName":"GroupFields"}) as unknown as TypedDocumentString<GroupFieldsFragment, unknown>;
export const GroupUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment GroupUserFields on GroupUser {
  id
  userId
  groupId
  role
  user {
    id
    firstName
    lastName
    email
  }
}
    `, {"fragmentName":"GroupUserFields"}) as unknown as TypedDocumentString<GroupUserFieldsFragment, unknown>;
export const GroupInvitationFieldsFragmentDoc = new TypedDocumentString(`
    fragment GroupInvitationFields on GroupInvitation {
  id
  email
  groupId
  role
  status
  invitedByUserId
  createdAt
  group {
    id
    name
  }
}
    `, {"fragmentName":"GroupInvitationFields"}) as unknown as TypedDocumentString<GroupInvitationFieldsFragment, unknown>;
export const AdminGroupFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminGroupFields on Group {
  ...GroupFields
  users {
    ...GroupUserFields
  }
  invitations {
    ...GroupInvitationFields
  }
}
    fragment PlanFields on Plan {
  id
  price
  features {
    analytics
    branding
    instagram
  }
}
fragment GroupPlanHistoryFields on GroupPlanHistory {
  id
  planId
  createdAt
  status
  freeTrialDays
  plan {
    ...PlanFields
  }
}
fragment GroupFields on Group {
  id
  createdAt
  name
  handle
  viewerRole
  shopifyStore {
    ...ShopifyStoreFields
  }
  instagramAccount {
    id
    accountName
    lastSyncedAt
  }
  planHistory {
    ...GroupPlanHistoryFields
  }
}
fragment GroupUserFields on GroupUser {
  id
  userId
  groupId
  role
  user {
    id
    firstName
    lastName
    email
  }
}
fragment GroupInvitationFields on GroupInvitation {
  id
  email
  groupId
  role
  status
  invitedByUserId
  createdAt
  group {
    id
    name
  }
}
fragment ShopifyStoreFields on ShopifyStore {
  id
  groupId
  storeName
  groupName
}`, {"fragmentName":"AdminGroupFields"}) as unknown as TypedDocumentString<AdminGroupFieldsFragment, unknown>;
export const UserFieldsFragmentDoc = new TypedDocumentString(`
    fragment UserFields on User {
  id
  firstName
  lastName
  email
  loginProvider
  showGuidedTour
  createdAt
}
    `, {"fragmentName":"UserFields"}) as unknown as TypedDocumentString<UserFieldsFragment, unknown>;
export const AdminUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminUserFields on AdminUser {
  user {
    ...UserFields
  }
  isAdmin
  memberships {
    id
    groupId
    role
    group {
      id
      name
    }
  }
}
    fragment UserFields on User {
  id
  firstName
  lastName
  email
  loginProvider
  showGuidedTour
  createdAt
}`, {"fragmentName":"AdminUserFields"}) as unknown as TypedDocumentString<AdminUserFieldsFragment, unknown>;
export const GenerativeAiAccountFieldsFragmentDoc = new TypedDocumentString(`
    fragment GenerativeAIAccountFields on GenerativeAIAccount {
  id
  type
  keyLastFour
  createdAt
  updatedAt
}
    `, {"fragmentName":"GenerativeAIAccountFields"}) as unknown as TypedDocumentString<GenerativeAiAccountFieldsFragment, unknown>;
export const GeneratedTextFieldsFragmentDoc = new TypedDocumentString(`
    fragment GeneratedTextFields on GeneratedText {
  id
  createdAt
  type
  productId
  content
  product {
    id
    title
    thumbnailUrl
  }
}
    `, {"fragmentName":"GeneratedTextFields"}) as unknown as TypedDocumentString<GeneratedTextFieldsFragment, unknown>;
export const GenerativeVideoJobFieldsFragmentDoc = new TypedDocumentString(`
    fragment GenerativeVideoJobFields on GenerativeVideoJob {
  id
  createdAt
  updatedAt
  type
  generatedVideoId
  status
  title
  thumbnailUrl
  generatedTextId
  productId
  productMentionSeconds
}
    `, {"fragmentName":"GenerativeVideoJobFields"}) as unknown as TypedDocumentString<GenerativeVideoJobFieldsFragment, unknown>;
export const VariantFieldsFragmentDoc = new TypedDocumentString(`
    fragment VariantFields on Variant {
  id
  title
  price
  imageOriginalSrc
  imageUrl
  thumbnailUrl
  selectedOptions {
    name
    value
  }
}
    `, {"fragmentName":"VariantFields"}) as unknown as TypedDocumentString<VariantFieldsFragment, unknown>;
export const ProductImageFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductImageFields on ProductImage {
  imageOriginalSrc
  imageUrl
  thumbnailUrl
  isFeatured
}
    `, {"fragmentName":"ProductImageFields"}) as unknown as TypedDocumentString<ProductImageFieldsFragment, unknown>;
export const ProductFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductFields on Product {
  id
  alternateId
  title
  description
  descriptionHtml
  price
  availableForSale
  productType
  vendor
  handle
  imageOriginalSrc
  imageUrl
  thumbnailUrl
  variants {
    ...VariantFields
  }
  images {
    ...ProductImageFields
  }
}
    fragment VariantFields on Variant {
  id
  title
  price
  imageOriginalSrc
  imageUrl
  thumbnailUrl
  selectedOptions {
    name
    value
  }
}
fragment ProductImageFields on ProductImage {
  imageOriginalSrc
  imageUrl
  thumbnailUrl
  isFeatured
}`, {"fragmentName":"ProductFields"}) as unknown as TypedDocumentString<ProductFieldsFragment, unknown>;
export const ProductSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductSummaryFields on Product {
  id
  alternateId
  title
  price
  imageUrl
  thumbnailUrl
}
    `, {"fragmentName":"ProductSummaryFields"}) as unknown as TypedDocumentString<ProductSummaryFieldsFragment, unknown>;
export const ProductCollectionFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductCollectionFields on ProductCollection {
  id
  alternateId
  title
  description
  handle
  items {
    productId
    product {
      ...ProductSummaryFields
    }
  }
}
    fragment ProductSummaryFields on Product {
  id
  alternateId
  title
  price
  imageUrl
  thumbnailUrl
}`, {"fragmentName":"ProductCollectionFields"}) as unknown as TypedDocumentString<ProductCollectionFieldsFragment, unknown>;
export const AffiliateLinkImageFieldsFragmentDoc = new TypedDocumentString(`
    fragment AffiliateLinkImageFields on AffiliateLinkImage {
  id
  affiliateLinkId
  imageUrl
  thumbnailUrl
  rank
}
    `, {"fragmentName":"AffiliateLinkImageFields"}) as unknown as TypedDocumentString<AffiliateLinkImageFieldsFragment, unknown>;
export const AffiliateLinkFieldsFragmentDoc = new TypedDocumentString(`
    fragment AffiliateLinkFields on AffiliateLink {
  id
  createdAt
  updatedAt
  groupId
  title
  description
  price
  ctaText
  url
  images {
    ...AffiliateLinkImageFields
  }
}
    fragment AffiliateLinkImageFields on AffiliateLinkImage {
  id
  affiliateLinkId
  imageUrl
  thumbnailUrl
  rank
}`, {"fragmentName":"AffiliateLinkFields"}) as unknown as TypedDocumentString<AffiliateLinkFieldsFragment, unknown>;
export const GroupHistoryFieldsFragmentDoc = new TypedDocumentString(`
    fragment GroupHistoryFields on GroupHistory {
  id
  userId
  groupId
  eventType
  notes
  createdAt
}
    `, {"fragmentName":"GroupHistoryFields"}) as unknown as TypedDocumentString<GroupHistoryFieldsFragment, unknown>;
export const InstagramAccountFieldsFragmentDoc = new TypedDocumentString(`
    fragment InstagramAccountFields on InstagramAccount {
  id
  createdAt
  accountName
  groupId
  lastSyncedAt
}
    `, {"fragmentName":"InstagramAccountFields"}) as unknown as TypedDocumentString<InstagramAccountFieldsFragment, unknown>;
export const InstagramMediaFieldsFragmentDoc = new TypedDocumentString(`
    fragment InstagramMediaFields on InstagramMedia {
  id
  createdAt
  externalId
  mediaType
  mediaUrl
  postedAt
  thumbnailUrl
  caption
  mediaExpires
  thumbnailExpires
  parentMediaExternalId
  rank
}
    `, {"fragmentName":"InstagramMediaFields"}) as unknown as TypedDocumentString<InstagramMediaFieldsFragment, unknown>;
export const InstagramFeedFieldsFragmentDoc = new TypedDocumentString(`
    fragment InstagramFeedFields on InstagramFeed {
  id
  createdAt
  updatedAt
  title
  groupId
}
    `, {"fragmentName":"InstagramFeedFields"}) as unknown as TypedDocumentString<InstagramFeedFieldsFragment, unknown>;
export const VirtualVideoSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment VirtualVideoSummaryFields on VirtualVideo {
  id
  createdAt
  updatedAt
  title
  segments {
    id
    rank
    videoId
    imageCollectionId
    video {
      id
      title
      thumbnailUrl
      status
    }
    imageCollection {
      id
      title
      thumbnailUrl
    }
  }
}
    `, {"fragmentName":"VirtualVideoSummaryFields"}) as unknown as TypedDocumentString<VirtualVideoSummaryFieldsFragment, unknown>;
export const WidgetFieldsFragmentDoc = new TypedDocumentString(`
    fragment WidgetFields on Widget {
  id
  createdAt
  updatedAt
  groupId
  title
  type
  status
  videoId
  mediaCollectionId
  imageCollectionId
  virtualVideoId
  video {
    id
    title
    thumbnailUrl
    source
  }
  imageCollection {
    id
    title
    thumbnailUrl
  }
  virtualVideo {
    ...VirtualVideoSummaryFields
  }
  mediaCollection {
    id
    title
    thumbnailUrl
    items {
      rank
      virtualVideoId
      videoId
      imageCollectionId
      virtualVideo {
        ...VirtualVideoSummaryFields
      }
    }
  }
}
    fragment VirtualVideoSummaryFields on VirtualVideo {
  id
  createdAt
  updatedAt
  title
  segments {
    id
    rank
    videoId
    imageCollectionId
    video {
      id
      title
      thumbnailUrl
      status
    }
    imageCollection {
      id
      title
      thumbnailUrl
    }
  }
}`, {"fragmentName":"WidgetFields"}) as unknown as TypedDocumentString<WidgetFieldsFragment, unknown>;
export const LayoutVideoFieldsFragmentDoc = new TypedDocumentString(`
    fragment LayoutVideoFields on Video {
  id
  title
  url
  duration
  aspectRatio
  status
  thumbnailUrl
  source
  sourceId
  loop
}
    `, {"fragmentName":"LayoutVideoFields"}) as unknown as TypedDocumentString<LayoutVideoFieldsFragment, unknown>;
export const VideoPosterFieldsFragmentDoc = new TypedDocumentString(`
    fragment VideoPosterFields on Video {
  id
  thumbnailSources {
    url
    width
    type
  }
}
    `, {"fragmentName":"VideoPosterFields"}) as unknown as TypedDocumentString<VideoPosterFieldsFragment, unknown>;
export const LayoutImageCollectionFieldsFragmentDoc = new TypedDocumentString(`
    fragment LayoutImageCollectionFields on ImageCollection {
  id
  title
  thumbnailUrl
  source
  items {
    rank
    imageId
    image {
      id
      title
      imageUrl
      aspectRatio
    }
  }
}
    `, {"fragmentName":"LayoutImageCollectionFields"}) as unknown as TypedDocumentString<LayoutImageCollectionFieldsFragment, unknown>;
export const LayoutAudioFieldsFragmentDoc = new TypedDocumentString(`
    fragment LayoutAudioFields on Audio {
  id
  title
  url
  duration
  loop
}
    `, {"fragmentName":"LayoutAudioFields"}) as unknown as TypedDocumentString<LayoutAudioFieldsFragment, unknown>;
export const VirtualVideoSegmentFieldsFragmentDoc = new TypedDocumentString(`
    fragment VirtualVideoSegmentFields on VirtualVideoSegment {
  id
  title
  rank
  startTime
  endTime
  videoId
  audioId
  imageCollectionId
  video {
    ...LayoutVideoFields
  }
  audio {
    ...LayoutAudioFields
  }
  imageCollection {
    ...LayoutImageCollectionFields
  }
  audioSrc
  overlayId
  overlay {
    ...LayoutImageCollectionFields
  }
  overlayStart
  overlayEnd
  overlayX
  overlayY
  overlayWidth
  overlayHeight
}
    fragment LayoutVideoFields on Video {
  id
  title
  url
  duration
  aspectRatio
  status
  thumbnailUrl
  source
  sourceId
  loop
}
fragment LayoutAudioFields on Audio {
  id
  title
  url
  duration
  loop
}
fragment LayoutImageCollectionFields on ImageCollection {
  id
  title
  thumbnailUrl
  source
  items {
    rank
    imageId
    image {
      id
      title
      imageUrl
      aspectRatio
    }
  }
}`, {"fragmentName":"VirtualVideoSegmentFields"}) as unknown as TypedDocumentString<VirtualVideoSegmentFieldsFragment, unknown>;
export const VirtualVideoFieldsFragmentDoc = new TypedDocumentString(`
    fragment VirtualVideoFields on VirtualVideo {
  id
  createdAt
  updatedAt
  groupId
  title
  segments {
    ...VirtualVideoSegmentFields
  }
}
    fragment LayoutVideoFields on Video {
  id
  title
  url
  duration
  aspectRatio
  status
  thumbnailUrl
  source
  sourceId
  loop
}
fragment LayoutAudioFields on Audio {
  id
  title
  url
  duration
  loop
}
fragment LayoutImageCollectionFields on ImageCollection {
  id
  title
  thumbnailUrl
  source
  items {
    rank
    imageId
    image {
      id
      title
      imageUrl
      aspectRatio
    }
  }
}
fragment VirtualVideoSegmentFields on VirtualVideoSegment {
  id
  title
  rank
  startTime
  endTime
  videoId
  audioId
  imageCollectionId
  video {
    ...LayoutVideoFields
  }
  audio {
    ...LayoutAudioFields
  }
  imageCollection {
    ...LayoutImageCollectionFields
  }
  audioSrc
  overlayId
  overlay {
    ...LayoutImageCollectionFields
  }
  overlayStart
  overlayEnd
  overlayX
  overlayY
  overlayWidth
  overlayHeight
}`, {"fragmentName":"VirtualVideoFields"}) as unknown as TypedDocumentString<VirtualVideoFieldsFragment, unknown>;
export const MediaCollectionFieldsFragmentDoc = new TypedDocumentString(`
    fragment MediaCollectionFields on MediaCollection {
  id
  createdAt
  updatedAt
  title
  thumbnailUrl
  items {
    rank
    virtualVideoId
    videoId
    imageCollectionId
    virtualVideo {
      ...VirtualVideoFields
    }
    video {
      ...LayoutVideoFields
    }
    imageCollection {
      ...LayoutImageCollectionFields
    }
  }
}
    fragment LayoutVideoFields on Video {
  id
  title
  url
  duration
  aspectRatio
  status
  thumbnailUrl
  source
  sourceId
  loop
}
fragment LayoutAudioFields on Audio {
  id
  title
  url
  duration
  loop
}
fragment LayoutImageCollectionFields on ImageCollection {
  id
  title
  thumbnailUrl
  source
  items {
    rank
    imageId
    image {
      id
      title
      imageUrl
      aspectRatio
    }
  }
}
fragment VirtualVideoSegmentFields on VirtualVideoSegment {
  id
  title
  rank
  startTime
  endTime
  videoId
  audioId
  imageCollectionId
  video {
    ...LayoutVideoFields
  }
  audio {
    ...LayoutAudioFields
  }
  imageCollection {
    ...LayoutImageCollectionFields
  }
  audioSrc
  overlayId
  overlay {
    ...LayoutImageCollectionFields
  }
  overlayStart
  overlayEnd
  overlayX
  overlayY
  overlayWidth
  overlayHeight
}
fragment VirtualVideoFields on VirtualVideo {
  id
  createdAt
  updatedAt
  groupId
  title
  segments {
    ...VirtualVideoSegmentFields
  }
}`, {"fragmentName":"MediaCollectionFields"}) as unknown as TypedDocumentString<MediaCollectionFieldsFragment, unknown>;
export const BrandingSettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment BrandingSettingsFields on BrandingSettings {
  buttonBackgroundColor
  buttonTextColor
  buttonBorderRadius
  buttonFontName
  buttonFontUrl
  textColor
  textHighlightColor
  textFontName
  textFontUrl
  bannerHighlightColor
  productCardBackgroundColor
  hideVendyBranding
}
    `, {"fragmentName":"BrandingSettingsFields"}) as unknown as TypedDocumentString<BrandingSettingsFieldsFragment, unknown>;
export const EmbeddedWidgetFieldsFragmentDoc = new TypedDocumentString(`
    fragment EmbeddedWidgetFields on Widget {
  id
  updatedAt
  groupId
  title
  type
  status
  videoId
  mediaCollectionId
  imageCollectionId
  virtualVideoId
  video {
    ...LayoutVideoFields
    ...VideoPosterFields
  }
  imageCollection {
    ...LayoutImageCollectionFields
  }
  virtualVideo {
    ...VirtualVideoFields
    segments {
      id
      video {
        ...VideoPosterFields
      }
    }
  }
  mediaCollection {
    ...MediaCollectionFields
    items {
      rank
      video {
        ...VideoPosterFields
      }
      virtualVideo {
        id
        segments {
          id
          video {
            ...VideoPosterFields
          }
        }
      }
    }
  }
  brandingSettings {
    ...BrandingSettingsFields
  }
}
    fragment BrandingSettingsFields on BrandingSettings {
  buttonBackgroundColor
  buttonTextColor
  buttonBorderRadius
  buttonFontName
  buttonFontUrl
  textColor
  textHighlightColor
  textFontName
  textFontUrl
  bannerHighlightColor
  productCardBackgroundColor
  hideVendyBranding
}
fragment LayoutVideoFields on Video {
  id
  title
  url
  duration
  aspectRatio
  status
  thumbnailUrl
  source
  sourceId
  loop
}
fragment LayoutAudioFields on Audio {
  id
  title
  url
  duration
  loop
}
fragment LayoutImageCollectionFields on ImageCollection {
  id
  title
  thumbnailUrl
  source
  items {
    rank
    imageId
    image {
      id
      title
      imageUrl
      aspectRatio
    }
  }
}
fragment VirtualVideoSegmentFields on VirtualVideoSegment {
  id
  title
  rank
  startTime
  endTime
  videoId
  audioId
  imageCollectionId
  video {
    ...LayoutVideoFields
  }
  audio {
    ...LayoutAudioFields
  }
  imageCollection {
    ...LayoutImageCollectionFields
  }
  audioSrc
  overlayId
  overlay {
    ...LayoutImageCollectionFields
  }
  overlayStart
  overlayEnd
  overlayX
  overlayY
  overlayWidth
  overlayHeight
}
fragment VirtualVideoFields on VirtualVideo {
  id
  createdAt
  updatedAt
  groupId
  title
  segments {
    ...VirtualVideoSegmentFields
  }
}
fragment MediaCollectionFields on MediaCollection {
  id
  createdAt
  updatedAt
  title
  thumbnailUrl
  items {
    rank
    virtualVideoId
    videoId
    imageCollectionId
    virtualVideo {
      ...VirtualVideoFields
    }
    video {
      ...LayoutVideoFields
    }
    imageCollection {
      ...LayoutImageCollectionFields
    }
  }
}
fragment VideoPosterFields on Video {
  id
  thumbnailSources {
    url
    width
    type
  }
}`, {"fragmentName":"EmbeddedWidgetFields"}) as unknown as TypedDocumentString<EmbeddedWidgetFieldsFragment, unknown>;
export const VideoFieldsFragmentDoc = new TypedDocumentString(`
    fragment VideoFields on Video {
  id
  createdAt
  updatedAt
  title
  description
  url
  duration
  aspectRatio
  status
  thumbnailUrl
  externalId
  source
  sourceId
  loop
}
    `, {"fragmentName":"VideoFields"}) as unknown as TypedDocumentString<VideoFieldsFragment, unknown>;
export const AudioFieldsFragmentDoc = new TypedDocumentString(`
    fragment AudioFields on Audio {
  id
  createdAt
  updatedAt
  title
  description
  url
  duration
  status
  externalId
  loop
}
    `, {"fragmentName":"AudioFields"}) as unknown as TypedDocumentString<AudioFieldsFragment, unknown>;
export const ImageFieldsFragmentDoc = new TypedDocumentString(`
    fragment ImageFields on Image {
  id
  createdAt
  updatedAt
  title
  description
  aspectRatio
  imageUrl
  source
  sourceId
}
    `, {"fragmentName":"ImageFields"}) as unknown as TypedDocumentString<ImageFieldsFragment, unknown>;
export const ImageCollectionFieldsFragmentDoc = new TypedDocumentString(`
    fragment ImageCollectionFields on ImageCollection {
  id
  createdAt
  updatedAt
  title
  thumbnailUrl
  source
  items {
    rank
    imageId
    image {
      ...ImageFields
    }
  }
}
    fragment ImageFields on Image {
  id
  createdAt
  updatedAt
  title
  description
  aspectRatio
  imageUrl
  source
  sourceId
}`, {"fragmentName":"ImageCollectionFields"}) as unknown as TypedDocumentString<ImageCollectionFieldsFragment, unknown>;
export const AssetUploadUrlFieldsFragmentDoc = new TypedDocumentString(`
    fragment AssetUploadUrlFields on AssetUploadUrl {
  fileName
  fileKey
  url
  objectExists
}
    `, {"fragmentName":"AssetUploadUrlFields"}) as unknown as TypedDocumentString<AssetUploadUrlFieldsFragment, unknown>;
export const IndividualAssignmentFieldsFragmentDoc = new TypedDocumentString(`
    fragment IndividualAssignmentFields on IndividualAssignment {
  id
  productId
  affiliateLinkId
  adType
  name
  rank
  startTimeIndex
  instagramMediaId
}
    `, {"fragmentName":"IndividualAssignmentFields"}) as unknown as TypedDocumentString<IndividualAssignmentFieldsFragment, unknown>;
export const MultipleAssignmentFieldsFragmentDoc = new TypedDocumentString(`
    fragment MultipleAssignmentFields on MultipleAssignment {
  id
  productCollectionId
  adType
  name
  rank
  startTimeIndex
  bannerInterval
}
    `, {"fragmentName":"MultipleAssignmentFields"}) as unknown as TypedDocumentString<MultipleAssignmentFieldsFragment, unknown>;
export const StrategyFieldsFragmentDoc = new TypedDocumentString(`
    fragment StrategyFields on Strategy {
  id
  createdAt
  updatedAt
  title
  individualAssignments {
    ...IndividualAssignmentFields
  }
  multipleAssignments {
    ...MultipleAssignmentFields
  }
}
    fragment IndividualAssignmentFields on IndividualAssignment {
  id
  productId
  affiliateLinkId
  adType
  name
  rank
  startTimeIndex
  instagramMediaId
}
fragment MultipleAssignmentFields on MultipleAssignment {
  id
  productCollectionId
  adType
  name
  rank
  startTimeIndex
  bannerInterval
}`, {"fragmentName":"StrategyFields"}) as unknown as TypedDocumentString<StrategyFieldsFragment, unknown>;
export const ExperimentFieldsFragmentDoc = new TypedDocumentString(`
    fragment ExperimentFields on Experiment {
  id
  createdAt
  updatedAt
  title
  virtualVideoId
  instagramFeedId
  items {
    id
    strategyId
    rangePercentage
    ranges {
      id
      start
      end
    }
    strategy {
      ...StrategyFields
    }
  }
}
    fragment IndividualAssignmentFields on IndividualAssignment {
  id
  productId
  affiliateLinkId
  adType
  name
  rank
  startTimeIndex
  instagramMediaId
}
fragment MultipleAssignmentFields on MultipleAssignment {
  id
  productCollectionId
  adType
  name
  rank
  startTimeIndex
  bannerInterval
}
fragment StrategyFields on Strategy {
  id
  createdAt
  updatedAt
  title
  individualAssignments {
    ...IndividualAssignmentFields
  }
  multipleAssignments {
    ...MultipleAssignmentFields
  }
}`, {"fragmentName":"ExperimentFields"}) as unknown as TypedDocumentString<ExperimentFieldsFragment, unknown>;
export const ExperimentDataProductFieldsFragmentDoc = new TypedDocumentString(`
    fragment ExperimentDataProductFields on Product {
  id
  title
  vendor
  productType
  handle
  price
  imageUrl
  thumbnailUrl
  images {
    imageUrl
    thumbnailUrl
    isFeatured
  }
  variants {
    id
    title
    price
    imageUrl
    thumbnailUrl
    selectedOptions {
      name
      value
    }
  }
}
    `, {"fragmentName":"ExperimentDataProductFields"}) as unknown as TypedDocumentString<ExperimentDataProductFieldsFragment, unknown>;
export const ExperimentDataProductCollectionFieldsFragmentDoc = new TypedDocumentString(`
    fragment ExperimentDataProductCollectionFields on ProductCollection {
  id
  title
  items {
    productId
  }
}
    `, {"fragmentName":"ExperimentDataProductCollectionFields"}) as unknown as TypedDocumentString<ExperimentDataProductCollectionFieldsFragment, unknown>;
export const ExperimentDataAffiliateLinkFieldsFragmentDoc = new TypedDocumentString(`
    fragment ExperimentDataAffiliateLinkFields on AffiliateLink {
  id
  title
  price
  ctaText
  url
  images {
    id
    imageUrl
    thumbnailUrl
    rank
  }
}
    `, {"fragmentName":"ExperimentDataAffiliateLinkFields"}) as unknown as TypedDocumentString<ExperimentDataAffiliateLinkFieldsFragment, unknown>;
export const SliderFieldsFragmentDoc = new TypedDocumentString(`
    fragment SliderFields on Slider {
  id
  title
  rank
  sliderItems {
    id
    rank
    virtualVideoId
    virtualVideo {
      ...VirtualVideoSummaryFields
    }
  }
}
    fragment VirtualVideoSummaryFields on VirtualVideo {
  id
  createdAt
  updatedAt
  title
  segments {
    id
    rank
    videoId
    imageCollectionId
    video {
      id
      title
      thumbnailUrl
      status
    }
    imageCollection {
      id
      title
      thumbnailUrl
    }
  }
}`, {"fragmentName":"SliderFields"}) as unknown as TypedDocumentString<SliderFieldsFragment, unknown>;
export const SliderPageFieldsFragmentDoc = new TypedDocumentString(`
    fragment SliderPageFields on SliderPage {
  id
  createdAt
  updatedAt
  groupId
  groupHandle
  title
  description
  slug
  sliders {
    ...SliderFields
  }
  featuredSlider {
    ...SliderFields
  }
}
    fragment VirtualVideoSummaryFields on VirtualVideo {
  id
  createdAt
  updatedAt
  title
  segments {
    id
    rank
    videoId
    imageCollectionId
    video {
      id
      title
      thumbnailUrl
      status
    }
    imageCollection {
      id
      title
      thumbnailUrl
    }
  }
}
fragment SliderFields on Slider {
  id
  title
  rank
  sliderItems {
    id
    rank
    virtualVideoId
    virtualVideo {
      ...VirtualVideoSummaryFields
    }
  }
}`, {"fragmentName":"SliderPageFields"}) as unknown as TypedDocumentString<SliderPageFieldsFragment, unknown>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation changePassword($password: String!, $newPassword: String!) {
  changePassword(password: $password, newPassword: $newPassword) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const ChangeUserDataDocument = new TypedDocumentString(`
    mutation changeUserData($firstName: String!, $lastName: String!) {
  changeUserData(firstName: $firstName, lastName: $lastName) {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  firstName
  lastName
  email
  loginProvider
  showGuidedTour
  createdAt
}`) as unknown as TypedDocumentString<ChangeUserDataMutation, ChangeUserDataMutationVariables>;
export const DeleteUserDocument = new TypedDocumentString(`
    mutation deleteUser {
  deleteUser {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteUserMutation, DeleteUserMutationVariables>;
export const GetCurrentUserDocument = new TypedDocumentString(`
    query getCurrentUser {
  getCurrentUser {
    auth {
      ...AuthFields
    }
    user {
      ...UserFields
    }
    groups {
      ...GroupFields
    }
    currentGroup {
      ...GroupFields
    }
  }
}
    fragment UserFields on User {
  id
  firstName
  lastName
  email
  loginProvider
  showGuidedTour
  createdAt
}
fragment AuthFields on Auth {
  isUser
  isAdmin
  email
  emailVerified
}
fragment PlanFields on Plan {
  id
  price
  features {
    analytics
    branding
    instagram
  }
}
fragment GroupPlanHistoryFields on GroupPlanHistory {
  id
  planId
  createdAt
  status
  freeTrialDays
  plan {
    ...PlanFields
  }
}
fragment GroupFields on Group {
  id
  createdAt
  name
  handle
  viewerRole
  shopifyStore {
    ...ShopifyStoreFields
  }
  instagramAccount {
    id
    accountName
    lastSyncedAt
  }
  planHistory {
    ...GroupPlanHistoryFields
  }
}
fragment ShopifyStoreFields on ShopifyStore {
  id
  groupId
  storeName
  groupName
}`) as unknown as TypedDocumentString<GetCurrentUserQuery, GetCurrentUserQueryVariables>;
export const GetUserDataDocument = new TypedDocumentString(`
    query getUserData {
  getUserData {
    ...UserFields
  }
}
    fragment UserFields on User {
  id
  firstName
  lastName
  email
  loginProvider
  showGuidedTour
  createdAt
}`) as unknown as TypedDocumentString<GetUserDataQuery, GetUserDataQueryVariables>;
export const HideGuidedTourDocument = new TypedDocumentString(`
    mutation hideGuidedTour {
  hideGuidedTour {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<HideGuidedTourMutation, HideGuidedTourMutationVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    success
    message
    auth {
      ...AuthFields
    }
    user {
      ...UserFields
    }
  }
}
    fragment UserFields on User {
  id
  firstName
  lastName
  email
  loginProvider
  showGuidedTour
  createdAt
}
fragment AuthFields on Auth {
  isUser
  isAdmin
  email
  emailVerified
}`) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const LoginWithFacebookDocument = new TypedDocumentString(`
    mutation loginWithFacebook($token: String!) {
  loginWithFacebook(token: $token) {
    success
    message
    auth {
      ...AuthFields
    }
    user {
      ...UserFields
    }
  }
}
    fragment UserFields on User {
  id
  firstName
  lastName
  email
  loginProvider
  showGuidedTour
  createdAt
}
fragment AuthFields on Auth {
  isUser
  isAdmin
  email
  emailVerified
}`) as unknown as TypedDocumentString<LoginWithFacebookMutation, LoginWithFacebookMutationVariables>;
export const LoginWithGoogleDocument = new TypedDocumentString(`
    mutation loginWithGoogle($code: String!) {
  loginWithGoogle(code: $code) {
    success
    message
    auth {
      ...AuthFields
    }
    user {
      ...UserFields
    }
  }
}
    fragment UserFields on User {
  id
  firstName
  lastName
  email
  loginProvider
  showGuidedTour
  createdAt
}
fragment AuthFields on Auth {
  isUser
  isAdmin
  email
  emailVerified
}`) as unknown as TypedDocumentString<LoginWithGoogleMutation, LoginWithGoogleMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation logout {
  logout {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const ResendVerificationEmailDocument = new TypedDocumentString(`
    mutation resendVerificationEmail {
  resendVerificationEmail {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<ResendVerificationEmailMutation, ResendVerificationEmailMutationVariables>;
export const ResetForgottenPasswordDocument = new TypedDocumentString(`
    mutation resetForgottenPassword($changePasswordId: ID!, $password: String!) {
  resetForgottenPassword(changePasswordId: $changePasswordId, password: $password) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<ResetForgottenPasswordMutation, ResetForgottenPasswordMutationVariables>;
export const SendContactUsEmailDocument = new TypedDocumentString(`
    mutation sendContactUsEmail($name: String!, $email: String!, $message: String!) {
  sendContactUsEmail(name: $name, email: $email, message: $message) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<SendContactUsEmailMutation, SendContactUsEmailMutationVariables>;
export const SendForgotPasswordEmailDocument = new TypedDocumentString(`
    mutation sendForgotPasswordEmail($email: String!) {
  sendForgotPasswordEmail(email: $email) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<SendForgotPasswordEmailMutation, SendForgotPasswordEmailMutationVariables>;
export const SignupDocument = new TypedDocumentString(`
    mutation signup($email: String!, $password: String!, $firstName: String!, $lastName: String!) {
  signup(
    email: $email
    password: $password
    firstName: $firstName
    lastName: $lastName
  ) {
    success
    message
    auth {
      ...AuthFields
    }
    user {
      ...UserFields
    }
  }
}
    fragment UserFields on User {
  id
  firstName
  lastName
  email
  loginProvider
  showGuidedTour
  createdAt
}
fragment AuthFields on Auth {
  isUser
  isAdmin
  email
  emailVerified
}`) as unknown as TypedDocumentString<SignupMutation, SignupMutationVariables>;
export const VerifyEmailDocument = new TypedDocumentString(`
    mutation verifyEmail($code: String!) {
  verifyEmail(code: $code) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const AdminChangeGroupUserRoleDocument = new TypedDocumentString(`
    mutation adminChangeGroupUserRole($groupId: ID!, $userId: ID!, $role: GroupRole!) {
  adminChangeGroupUserRole(groupId: $groupId, userId: $userId, role: $role) {
    ...GroupUserFields
  }
}
    fragment GroupUserFields on GroupUser {
  id
  userId
  groupId
  role
  user {
    id
    firstName
    lastName
    email
  }
}`) as unknown as TypedDocumentString<AdminChangeGroupUserRoleMutation, AdminChangeGroupUserRoleMutationVariables>;
export const AdminGetGroupDataDocument = new TypedDocumentString(`
    query adminGetGroupData($groupId: ID!) {
  adminGetGroupData(groupId: $groupId) {
    ...AdminGroupFields
    history {
      ...GroupHistoryFields
    }
  }
}
    fragment AdminGroupFields on Group {
  ...GroupFields
  users {
    ...GroupUserFields
  }
  invitations {
    ...GroupInvitationFields
  }
}
fragment PlanFields on Plan {
  id
  price
  features {
    analytics
    branding
    instagram
  }
}
fragment GroupPlanHistoryFields on GroupPlanHistory {
  id
  planId
  createdAt
  status
  freeTrialDays
  plan {
    ...PlanFields
  }
}
fragment GroupFields on Group {
  id
  createdAt
  name
  handle
  viewerRole
  shopifyStore {
    ...ShopifyStoreFields
  }
  instagramAccount {
    id
    accountName
    lastSyncedAt
  }
  planHistory {
    ...GroupPlanHistoryFields
  }
}
fragment GroupUserFields on GroupUser {
  id
  userId
  groupId
  role
  user {
    id
    firstName
    lastName
    email
  }
}
fragment GroupInvitationFields on GroupInvitation {
  id
  email
  groupId
  role
  status
  invitedByUserId
  createdAt
  group {
    id
    name
  }
}
fragment GroupHistoryFields on GroupHistory {
  id
  userId
  groupId
  eventType
  notes
  createdAt
}
fragment ShopifyStoreFields on ShopifyStore {
  id
  groupId
  storeName
  groupName
}`) as unknown as TypedDocumentString<AdminGetGroupDataQuery, AdminGetGroupDataQueryVariables>;
export const AdminGetManyGroupsDataDocument = new TypedDocumentString(`
    query adminGetManyGroupsData {
  adminGetManyGroupsData {
    ...AdminGroupFields
  }
}
    fragment AdminGroupFields on Group {
  ...GroupFields
  users {
    ...GroupUserFields
  }
  invitations {
    ...GroupInvitationFields
  }
}
fragment PlanFields on Plan {
  id
  price
  features {
    analytics
    branding
    instagram
  }
}
fragment GroupPlanHistoryFields on GroupPlanHistory {
  id
  planId
  createdAt
  status
  freeTrialDays
  plan {
    ...PlanFields
  }
}
fragment GroupFields on Group {
  id
  createdAt
  name
  handle
  viewerRole
  shopifyStore {
    ...ShopifyStoreFields
  }
  instagramAccount {
    id
    accountName
    lastSyncedAt
  }
  planHistory {
    ...GroupPlanHistoryFields
  }
}
fragment GroupUserFields on GroupUser {
  id
  userId
  groupId
  role
  user {
    id
    firstName
    lastName
    email
  }
}
fragment GroupInvitationFields on GroupInvitation {
  id
  email
  groupId
  role
  status
  invitedByUserId
  createdAt
  group {
    id
    name
  }
}
fragment ShopifyStoreFields on ShopifyStore {
  id
  groupId
  storeName
  groupName
}`) as unknown as TypedDocumentString<AdminGetManyGroupsDataQuery, AdminGetManyGroupsDataQueryVariables>;
export const AdminRemoveUserFromGroupDocument = new TypedDocumentString(`
    mutation adminRemoveUserFromGroup($groupId: ID!, $userId: ID!) {
  adminRemoveUserFromGroup(groupId: $groupId, userId: $userId) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<AdminRemoveUserFromGroupMutation, AdminRemoveUserFromGroupMutationVariables>;
export const AdminResetGroupWebhooksDocument = new TypedDocumentString(`
    mutation adminResetGroupWebhooks($groupId: ID!) {
  adminResetGroupWebhooks(groupId: $groupId) {
    ordersCreate
    appUninstalled
    cartsCreate
    cartsUpdate
  }
}
    `) as unknown as TypedDocumentString<AdminResetGroupWebhooksMutation, AdminResetGroupWebhooksMutationVariables>;
export const ConnectDevShopifyStoreDocument = new TypedDocumentString(`
    mutation connectDevShopifyStore($storeName: String!, $adminToken: String!) {
  connectDevShopifyStore(storeName: $storeName, adminToken: $adminToken) {
    ...ShopifyStoreFields
  }
}
    fragment ShopifyStoreFields on ShopifyStore {
  id
  groupId
  storeName
  groupName
}`) as unknown as TypedDocumentString<ConnectDevShopifyStoreMutation, ConnectDevShopifyStoreMutationVariables>;
export const ExtendFreeTrialDocument = new TypedDocumentString(`
    mutation extendFreeTrial($groupId: ID!, $days: Int!) {
  extendFreeTrial(groupId: $groupId, days: $days) {
    ...AdminGroupFields
  }
}
    fragment AdminGroupFields on Group {
  ...GroupFields
  users {
    ...GroupUserFields
  }
  invitations {
    ...GroupInvitationFields
  }
}
fragment PlanFields on Plan {
  id
  price
  features {
    analytics
    branding
    instagram
  }
}
fragment GroupPlanHistoryFields on GroupPlanHistory {
  id
  planId
  createdAt
  status
  freeTrialDays
  plan {
    ...PlanFields
  }
}
fragment GroupFields on Group {
  id
  createdAt
  name
  handle
  viewerRole
  shopifyStore {
    ...ShopifyStoreFields
  }
  instagramAccount {
    id
    accountName
    lastSyncedAt
  }
  planHistory {
    ...GroupPlanHistoryFields
  }
}
fragment GroupUserFields on GroupUser {
  id
  userId
  groupId
  role
  user {
    id
    firstName
    lastName
    email
  }
}
fragment GroupInvitationFields on GroupInvitation {
  id
  email
  groupId
  role
  status
  invitedByUserId
  createdAt
  group {
    id
    name
  }
}
fragment ShopifyStoreFields on ShopifyStore {
  id
  groupId
  storeName
  groupName
}`) as unknown as TypedDocumentString<ExtendFreeTrialMutation, ExtendFreeTrialMutationVariables>;
export const GetUsersDocument = new TypedDocumentString(`
    query getUsers {
  getUsers {
    ...AdminUserFields
  }
}
    fragment UserFields on User {
  id
  firstName
  lastName
  email
  loginProvider
  showGuidedTour
  createdAt
}
fragment AdminUserFields on AdminUser {
  user {
    ...UserFields
  }
  isAdmin
  memberships {
    id
    groupId
    role
    group {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<GetUsersQuery, GetUsersQueryVariables>;
export const CheckAndUpdateGenerativeVideoJobsDocument = new TypedDocumentString(`
    mutation checkAndUpdateGenerativeVideoJobs {
  checkAndUpdateGenerativeVideoJobs {
    ...GenerativeVideoJobFields
  }
}
    fragment GenerativeVideoJobFields on GenerativeVideoJob {
  id
  createdAt
  updatedAt
  type
  generatedVideoId
  status
  title
  thumbnailUrl
  generatedTextId
  productId
  productMentionSeconds
}`) as unknown as TypedDocumentString<CheckAndUpdateGenerativeVideoJobsMutation, CheckAndUpdateGenerativeVideoJobsMutationVariables>;
export const CreateSynthesiaVideoDocument = new TypedDocumentString(`
    mutation createSynthesiaVideo($videoInput: SynthesiaVideoInput!, $thumbnailUrl: String!, $generatedTextId: ID) {
  createSynthesiaVideo(
    videoInput: $videoInput
    thumbnailUrl: $thumbnailUrl
    generatedTextId: $generatedTextId
  ) {
    ...GenerativeVideoJobFields
  }
}
    fragment GenerativeVideoJobFields on GenerativeVideoJob {
  id
  createdAt
  updatedAt
  type
  generatedVideoId
  status
  title
  thumbnailUrl
  generatedTextId
  productId
  productMentionSeconds
}`) as unknown as TypedDocumentString<CreateSynthesiaVideoMutation, CreateSynthesiaVideoMutationVariables>;
export const DeleteGenerativeAiKeyDocument = new TypedDocumentString(`
    mutation deleteGenerativeAIKey($type: AIAccountType!) {
  deleteGenerativeAIKey(type: $type) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteGenerativeAiKeyMutation, DeleteGenerativeAiKeyMutationVariables>;
export const GenerateProductScriptDocument = new TypedDocumentString(`
    mutation generateProductScript($productId: ID!) {
  generateProductScript(productId: $productId) {
    ...GeneratedTextFields
  }
}
    fragment GeneratedTextFields on GeneratedText {
  id
  createdAt
  type
  productId
  content
  product {
    id
    title
    thumbnailUrl
  }
}`) as unknown as TypedDocumentString<GenerateProductScriptMutation, GenerateProductScriptMutationVariables>;
export const GetGeneratedTextsDocument = new TypedDocumentString(`
    query getGeneratedTexts($productId: ID) {
  getGeneratedTexts(productId: $productId) {
    ...GeneratedTextFields
  }
}
    fragment GeneratedTextFields on GeneratedText {
  id
  createdAt
  type
  productId
  content
  product {
    id
    title
    thumbnailUrl
  }
}`) as unknown as TypedDocumentString<GetGeneratedTextsQuery, GetGeneratedTextsQueryVariables>;
export const GetGenerativeAiAccountsDocument = new TypedDocumentString(`
    query getGenerativeAIAccounts {
  getGenerativeAIAccounts {
    ...GenerativeAIAccountFields
  }
}
    fragment GenerativeAIAccountFields on GenerativeAIAccount {
  id
  type
  keyLastFour
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<GetGenerativeAiAccountsQuery, GetGenerativeAiAccountsQueryVariables>;
export const GetGenerativeVideoJobsDocument = new TypedDocumentString(`
    query getGenerativeVideoJobs {
  getGenerativeVideoJobs {
    ...GenerativeVideoJobFields
  }
}
    fragment GenerativeVideoJobFields on GenerativeVideoJob {
  id
  createdAt
  updatedAt
  type
  generatedVideoId
  status
  title
  thumbnailUrl
  generatedTextId
  productId
  productMentionSeconds
}`) as unknown as TypedDocumentString<GetGenerativeVideoJobsQuery, GetGenerativeVideoJobsQueryVariables>;
export const UpsertGenerativeAiKeyDocument = new TypedDocumentString(`
    mutation upsertGenerativeAIKey($type: AIAccountType!, $key: String!) {
  upsertGenerativeAIKey(type: $type, key: $key) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<UpsertGenerativeAiKeyMutation, UpsertGenerativeAiKeyMutationVariables>;
export const GetAnalyticsSettingsDocument = new TypedDocumentString(`
    query getAnalyticsSettings {
  getAnalyticsSettings {
    attributionWindowDays
  }
}
    `) as unknown as TypedDocumentString<GetAnalyticsSettingsQuery, GetAnalyticsSettingsQueryVariables>;
export const GetAnalyticsTokenDocument = new TypedDocumentString(`
    query getAnalyticsToken {
  getAnalyticsToken {
    accessToken
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<GetAnalyticsTokenQuery, GetAnalyticsTokenQueryVariables>;
export const UpdateAnalyticsSettingsDocument = new TypedDocumentString(`
    mutation updateAnalyticsSettings($attributionWindowDays: Int!) {
  updateAnalyticsSettings(attributionWindowDays: $attributionWindowDays) {
    attributionWindowDays
  }
}
    `) as unknown as TypedDocumentString<UpdateAnalyticsSettingsMutation, UpdateAnalyticsSettingsMutationVariables>;
export const CreatePlanDocument = new TypedDocumentString(`
    mutation createPlan($subscriptionId: ID!, $freeTrial: Boolean!, $returnUrl: String!) {
  createPlan(
    subscriptionId: $subscriptionId
    freeTrial: $freeTrial
    returnUrl: $returnUrl
  ) {
    requiresConfirmation
    confirmationUrl
  }
}
    `) as unknown as TypedDocumentString<CreatePlanMutation, CreatePlanMutationVariables>;
export const ReconcilePlanDocument = new TypedDocumentString(`
    mutation reconcilePlan {
  reconcilePlan {
    changedPlan
    messages
  }
}
    `) as unknown as TypedDocumentString<ReconcilePlanMutation, ReconcilePlanMutationVariables>;
export const DeleteBrandingSettingsDocument = new TypedDocumentString(`
    mutation deleteBrandingSettings {
  deleteBrandingSettings {
    ...BrandingSettingsFields
  }
}
    fragment BrandingSettingsFields on BrandingSettings {
  buttonBackgroundColor
  buttonTextColor
  buttonBorderRadius
  buttonFontName
  buttonFontUrl
  textColor
  textHighlightColor
  textFontName
  textFontUrl
  bannerHighlightColor
  productCardBackgroundColor
  hideVendyBranding
}`) as unknown as TypedDocumentString<DeleteBrandingSettingsMutation, DeleteBrandingSettingsMutationVariables>;
export const GetBrandingSettingsDocument = new TypedDocumentString(`
    query getBrandingSettings {
  getBrandingSettings {
    ...BrandingSettingsFields
  }
}
    fragment BrandingSettingsFields on BrandingSettings {
  buttonBackgroundColor
  buttonTextColor
  buttonBorderRadius
  buttonFontName
  buttonFontUrl
  textColor
  textHighlightColor
  textFontName
  textFontUrl
  bannerHighlightColor
  productCardBackgroundColor
  hideVendyBranding
}`) as unknown as TypedDocumentString<GetBrandingSettingsQuery, GetBrandingSettingsQueryVariables>;
export const UpsertBrandingSettingsDocument = new TypedDocumentString(`
    mutation upsertBrandingSettings($settings: BrandingSettingsInput!) {
  upsertBrandingSettings(settings: $settings) {
    ...BrandingSettingsFields
  }
}
    fragment BrandingSettingsFields on BrandingSettings {
  buttonBackgroundColor
  buttonTextColor
  buttonBorderRadius
  buttonFontName
  buttonFontUrl
  textColor
  textHighlightColor
  textFontName
  textFontUrl
  bannerHighlightColor
  productCardBackgroundColor
  hideVendyBranding
}`) as unknown as TypedDocumentString<UpsertBrandingSettingsMutation, UpsertBrandingSettingsMutationVariables>;
export const AdminGetAffiliateLinksDocument = new TypedDocumentString(`
    query adminGetAffiliateLinks($groupId: ID!) {
  adminGetAffiliateLinks(groupId: $groupId) {
    ...AffiliateLinkFields
  }
}
    fragment AffiliateLinkImageFields on AffiliateLinkImage {
  id
  affiliateLinkId
  imageUrl
  thumbnailUrl
  rank
}
fragment AffiliateLinkFields on AffiliateLink {
  id
  createdAt
  updatedAt
  groupId
  title
  description
  price
  ctaText
  url
  images {
    ...AffiliateLinkImageFields
  }
}`) as unknown as TypedDocumentString<AdminGetAffiliateLinksQuery, AdminGetAffiliateLinksQueryVariables>;
export const AdminGetProductCollectionsDocument = new TypedDocumentString(`
    query adminGetProductCollections($groupId: ID!) {
  adminGetProductCollections(groupId: $groupId) {
    ...ProductCollectionFields
  }
}
    fragment ProductSummaryFields on Product {
  id
  alternateId
  title
  price
  imageUrl
  thumbnailUrl
}
fragment ProductCollectionFields on ProductCollection {
  id
  alternateId
  title
  description
  handle
  items {
    productId
    product {
      ...ProductSummaryFields
    }
  }
}`) as unknown as TypedDocumentString<AdminGetProductCollectionsQuery, AdminGetProductCollectionsQueryVariables>;
export const AdminGetProductsDocument = new TypedDocumentString(`
    query adminGetProducts($groupId: ID!) {
  adminGetProducts(groupId: $groupId) {
    ...ProductFields
  }
}
    fragment VariantFields on Variant {
  id
  title
  price
  imageOriginalSrc
  imageUrl
  thumbnailUrl
  selectedOptions {
    name
    value
  }
}
fragment ProductImageFields on ProductImage {
  imageOriginalSrc
  imageUrl
  thumbnailUrl
  isFeatured
}
fragment ProductFields on Product {
  id
  alternateId
  title
  description
  descriptionHtml
  price
  availableForSale
  productType
  vendor
  handle
  imageOriginalSrc
  imageUrl
  thumbnailUrl
  variants {
    ...VariantFields
  }
  images {
    ...ProductImageFields
  }
}`) as unknown as TypedDocumentString<AdminGetProductsQuery, AdminGetProductsQueryVariables>;
export const ArchiveAffiliateLinkDocument = new TypedDocumentString(`
    mutation archiveAffiliateLink($affiliateLinkId: ID!) {
  archiveAffiliateLink(affiliateLinkId: $affiliateLinkId) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<ArchiveAffiliateLinkMutation, ArchiveAffiliateLinkMutationVariables>;
export const ArchiveProductDocument = new TypedDocumentString(`
    mutation archiveProduct($productId: ID!) {
  archiveProduct(productId: $productId) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<ArchiveProductMutation, ArchiveProductMutationVariables>;
export const DeleteProductCollectionDocument = new TypedDocumentString(`
    mutation deleteProductCollection($collectionId: ID!) {
  deleteProductCollection(collectionId: $collectionId) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteProductCollectionMutation, DeleteProductCollectionMutationVariables>;
export const GetAffiliateLinksDocument = new TypedDocumentString(`
    query getAffiliateLinks {
  getAffiliateLinks {
    ...AffiliateLinkFields
  }
}
    fragment AffiliateLinkImageFields on AffiliateLinkImage {
  id
  affiliateLinkId
  imageUrl
  thumbnailUrl
  rank
}
fragment AffiliateLinkFields on AffiliateLink {
  id
  createdAt
  updatedAt
  groupId
  title
  description
  price
  ctaText
  url
  images {
    ...AffiliateLinkImageFields
  }
}`) as unknown as TypedDocumentString<GetAffiliateLinksQuery, GetAffiliateLinksQueryVariables>;
export const GetBulkOperationStatusDocument = new TypedDocumentString(`
    query getBulkOperationStatus($operationId: ID!) {
  getBulkOperationStatus(operationId: $operationId) {
    url
    completed
    status
    objectCount
  }
}
    `) as unknown as TypedDocumentString<GetBulkOperationStatusQuery, GetBulkOperationStatusQueryVariables>;
export const GetProductCollectionsDocument = new TypedDocumentString(`
    query getProductCollections {
  getProductCollections {
    ...ProductCollectionFields
  }
}
    fragment ProductSummaryFields on Product {
  id
  alternateId
  title
  price
  imageUrl
  thumbnailUrl
}
fragment ProductCollectionFields on ProductCollection {
  id
  alternateId
  title
  description
  handle
  items {
    productId
    product {
      ...ProductSummaryFields
    }
  }
}`) as unknown as TypedDocumentString<GetProductCollectionsQuery, GetProductCollectionsQueryVariables>;
export const GetProductCollectionsBulkDocument = new TypedDocumentString(`
    mutation getProductCollectionsBulk {
  getProductCollectionsBulk {
    operationId
  }
}
    `) as unknown as TypedDocumentString<GetProductCollectionsBulkMutation, GetProductCollectionsBulkMutationVariables>;
export const GetProductsDocument = new TypedDocumentString(`
    query getProducts {
  getProducts {
    ...ProductFields
  }
}
    fragment VariantFields on Variant {
  id
  title
  price
  imageOriginalSrc
  imageUrl
  thumbnailUrl
  selectedOptions {
    name
    value
  }
}
fragment ProductImageFields on ProductImage {
  imageOriginalSrc
  imageUrl
  thumbnailUrl
  isFeatured
}
fragment ProductFields on Product {
  id
  alternateId
  title
  description
  descriptionHtml
  price
  availableForSale
  productType
  vendor
  handle
  imageOriginalSrc
  imageUrl
  thumbnailUrl
  variants {
    ...VariantFields
  }
  images {
    ...ProductImageFields
  }
}`) as unknown as TypedDocumentString<GetProductsQuery, GetProductsQueryVariables>;
export const GetProductsBulkDocument = new TypedDocumentString(`
    mutation getProductsBulk {
  getProductsBulk {
    operationId
  }
}
    `) as unknown as TypedDocumentString<GetProductsBulkMutation, GetProductsBulkMutationVariables>;
export const GetProductsPaginatedDocument = new TypedDocumentString(`
    query getProductsPaginated($searchInput: ProductSearchInput!) {
  getProductsPaginated(searchInput: $searchInput) {
    products {
      ...ProductFields
    }
    count
  }
}
    fragment VariantFields on Variant {
  id
  title
  price
  imageOriginalSrc
  imageUrl
  thumbnailUrl
  selectedOptions {
    name
    value
  }
}
fragment ProductImageFields on ProductImage {
  imageOriginalSrc
  imageUrl
  thumbnailUrl
  isFeatured
}
fragment ProductFields on Product {
  id
  alternateId
  title
  description
  descriptionHtml
  price
  availableForSale
  productType
  vendor
  handle
  imageOriginalSrc
  imageUrl
  thumbnailUrl
  variants {
    ...VariantFields
  }
  images {
    ...ProductImageFields
  }
}`) as unknown as TypedDocumentString<GetProductsPaginatedQuery, GetProductsPaginatedQueryVariables>;
export const UpsertAffiliateLinkDocument = new TypedDocumentString(`
    mutation upsertAffiliateLink($id: ID, $title: String!, $description: String, $price: Float!, $ctaText: String, $url: String!, $images: [AffiliateLinkImageInput!]) {
  upsertAffiliateLink(
    id: $id
    title: $title
    description: $description
    price: $price
    ctaText: $ctaText
    url: $url
    images: $images
  ) {
    ...AffiliateLinkFields
  }
}
    fragment AffiliateLinkImageFields on AffiliateLinkImage {
  id
  affiliateLinkId
  imageUrl
  thumbnailUrl
  rank
}
fragment AffiliateLinkFields on AffiliateLink {
  id
  createdAt
  updatedAt
  groupId
  title
  description
  price
  ctaText
  url
  images {
    ...AffiliateLinkImageFields
  }
}`) as unknown as TypedDocumentString<UpsertAffiliateLinkMutation, UpsertAffiliateLinkMutationVariables>;
export const UpsertProductCollectionsDocument = new TypedDocumentString(`
    mutation upsertProductCollections($collections: [ProductCollectionInput!]!) {
  upsertProductCollections(collections: $collections) {
    ...ProductCollectionFields
  }
}
    fragment ProductSummaryFields on Product {
  id
  alternateId
  title
  price
  imageUrl
  thumbnailUrl
}
fragment ProductCollectionFields on ProductCollection {
  id
  alternateId
  title
  description
  handle
  items {
    productId
    product {
      ...ProductSummaryFields
    }
  }
}`) as unknown as TypedDocumentString<UpsertProductCollectionsMutation, UpsertProductCollectionsMutationVariables>;
export const UpsertProductsDocument = new TypedDocumentString(`
    mutation upsertProducts($products: [ProductInput!]!) {
  upsertProducts(products: $products) {
    ...ProductFields
  }
}
    fragment VariantFields on Variant {
  id
  title
  price
  imageOriginalSrc
  imageUrl
  thumbnailUrl
  selectedOptions {
    name
    value
  }
}
fragment ProductImageFields on ProductImage {
  imageOriginalSrc
  imageUrl
  thumbnailUrl
  isFeatured
}
fragment ProductFields on Product {
  id
  alternateId
  title
  description
  descriptionHtml
  price
  availableForSale
  productType
  vendor
  handle
  imageOriginalSrc
  imageUrl
  thumbnailUrl
  variants {
    ...VariantFields
  }
  images {
    ...ProductImageFields
  }
}`) as unknown as TypedDocumentString<UpsertProductsMutation, UpsertProductsMutationVariables>;
export const AcceptGroupInvitationDocument = new TypedDocumentString(`
    mutation acceptGroupInvitation($inviteId: ID!) {
  acceptGroupInvitation(inviteId: $inviteId) {
    ...GroupUserFields
    group {
      ...GroupFields
    }
  }
}
    fragment PlanFields on Plan {
  id
  price
  features {
    analytics
    branding
    instagram
  }
}
fragment GroupPlanHistoryFields on GroupPlanHistory {
  id
  planId
  createdAt
  status
  freeTrialDays
  plan {
    ...PlanFields
  }
}
fragment GroupFields on Group {
  id
  createdAt
  name
  handle
  viewerRole
  shopifyStore {
    ...ShopifyStoreFields
  }
  instagramAccount {
    id
    accountName
    lastSyncedAt
  }
  planHistory {
    ...GroupPlanHistoryFields
  }
}
fragment GroupUserFields on GroupUser {
  id
  userId
  groupId
  role
  user {
    id
    firstName
    lastName
    email
  }
}
fragment ShopifyStoreFields on ShopifyStore {
  id
  groupId
  storeName
  groupName
}`) as unknown as TypedDocumentString<AcceptGroupInvitationMutation, AcceptGroupInvitationMutationVariables>;
export const ChangeGroupUserRoleDocument = new TypedDocumentString(`
    mutation changeGroupUserRole($userId: ID!, $role: GroupRole!) {
  changeGroupUserRole(userId: $userId, role: $role) {
    ...GroupUserFields
  }
}
    fragment GroupUserFields on GroupUser {
  id
  userId
  groupId
  role
  user {
    id
    firstName
    lastName
    email
  }
}`) as unknown as TypedDocumentString<ChangeGroupUserRoleMutation, ChangeGroupUserRoleMutationVariables>;
export const CreateGroupDocument = new TypedDocumentString(`
    mutation createGroup($name: String!) {
  createGroup(name: $name) {
    ...GroupFields
  }
}
    fragment PlanFields on Plan {
  id
  price
  features {
    analytics
    branding
    instagram
  }
}
fragment GroupPlanHistoryFields on GroupPlanHistory {
  id
  planId
  createdAt
  status
  freeTrialDays
  plan {
    ...PlanFields
  }
}
fragment GroupFields on Group {
  id
  createdAt
  name
  handle
  viewerRole
  shopifyStore {
    ...ShopifyStoreFields
  }
  instagramAccount {
    id
    accountName
    lastSyncedAt
  }
  planHistory {
    ...GroupPlanHistoryFields
  }
}
fragment ShopifyStoreFields on ShopifyStore {
  id
  groupId
  storeName
  groupName
}`) as unknown as TypedDocumentString<CreateGroupMutation, CreateGroupMutationVariables>;
export const DeclineGroupInvitationDocument = new TypedDocumentString(`
    mutation declineGroupInvitation($inviteId: ID!) {
  declineGroupInvitation(inviteId: $inviteId) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeclineGroupInvitationMutation, DeclineGroupInvitationMutationVariables>;
export const GetGroupsPendingInvitationsDocument = new TypedDocumentString(`
    query getGroupsPendingInvitations {
  getGroupsPendingInvitations {
    ...GroupInvitationFields
  }
}
    fragment GroupInvitationFields on GroupInvitation {
  id
  email
  groupId
  role
  status
  invitedByUserId
  createdAt
  group {
    id
    name
  }
}`) as unknown as TypedDocumentString<GetGroupsPendingInvitationsQuery, GetGroupsPendingInvitationsQueryVariables>;
export const GetResourceCountsDocument = new TypedDocumentString(`
    query getResourceCounts {
  getResourceCounts {
    videos
    productCollections
    products
    strategies
    widgets
    instagramFeeds
  }
}
    `) as unknown as TypedDocumentString<GetResourceCountsQuery, GetResourceCountsQueryVariables>;
export const GetUsersInGroupDocument = new TypedDocumentString(`
    query getUsersInGroup {
  getUsersInGroup {
    ...GroupUserFields
  }
}
    fragment GroupUserFields on GroupUser {
  id
  userId
  groupId
  role
  user {
    id
    firstName
    lastName
    email
  }
}`) as unknown as TypedDocumentString<GetUsersInGroupQuery, GetUsersInGroupQueryVariables>;
export const GetUsersPendingGroupInvitationsDocument = new TypedDocumentString(`
    query getUsersPendingGroupInvitations {
  getUsersPendingGroupInvitations {
    ...GroupInvitationFields
  }
}
    fragment GroupInvitationFields on GroupInvitation {
  id
  email
  groupId
  role
  status
  invitedByUserId
  createdAt
  group {
    id
    name
  }
}`) as unknown as TypedDocumentString<GetUsersPendingGroupInvitationsQuery, GetUsersPendingGroupInvitationsQueryVariables>;
export const InviteUserToGroupDocument = new TypedDocumentString(`
    mutation inviteUserToGroup($email: String!, $role: GroupRole!) {
  inviteUserToGroup(email: $email, role: $role) {
    ...GroupInvitationFields
  }
}
    fragment GroupInvitationFields on GroupInvitation {
  id
  email
  groupId
  role
  status
  invitedByUserId
  createdAt
  group {
    id
    name
  }
}`) as unknown as TypedDocumentString<InviteUserToGroupMutation, InviteUserToGroupMutationVariables>;
export const OwnerDeleteGroupDocument = new TypedDocumentString(`
    mutation ownerDeleteGroup($groupName: String!) {
  ownerDeleteGroup(groupName: $groupName) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<OwnerDeleteGroupMutation, OwnerDeleteGroupMutationVariables>;
export const RemoveUserFromGroupDocument = new TypedDocumentString(`
    mutation removeUserFromGroup($userId: ID!) {
  removeUserFromGroup(userId: $userId) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<RemoveUserFromGroupMutation, RemoveUserFromGroupMutationVariables>;
export const RescindGroupInvitationDocument = new TypedDocumentString(`
    mutation rescindGroupInvitation($inviteId: ID!) {
  rescindGroupInvitation(inviteId: $inviteId) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<RescindGroupInvitationMutation, RescindGroupInvitationMutationVariables>;
export const SetCurrentGroupDocument = new TypedDocumentString(`
    mutation setCurrentGroup($groupId: ID!) {
  setCurrentGroup(groupId: $groupId) {
    ...GroupFields
  }
}
    fragment PlanFields on Plan {
  id
  price
  features {
    analytics
    branding
    instagram
  }
}
fragment GroupPlanHistoryFields on GroupPlanHistory {
  id
  planId
  createdAt
  status
  freeTrialDays
  plan {
    ...PlanFields
  }
}
fragment GroupFields on Group {
  id
  createdAt
  name
  handle
  viewerRole
  shopifyStore {
    ...ShopifyStoreFields
  }
  instagramAccount {
    id
    accountName
    lastSyncedAt
  }
  planHistory {
    ...GroupPlanHistoryFields
  }
}
fragment ShopifyStoreFields on ShopifyStore {
  id
  groupId
  storeName
  groupName
}`) as unknown as TypedDocumentString<SetCurrentGroupMutation, SetCurrentGroupMutationVariables>;
export const UpdateGroupDocument = new TypedDocumentString(`
    mutation updateGroup($name: String!) {
  updateGroup(name: $name) {
    ...GroupFields
  }
}
    fragment PlanFields on Plan {
  id
  price
  features {
    analytics
    branding
    instagram
  }
}
fragment GroupPlanHistoryFields on GroupPlanHistory {
  id
  planId
  createdAt
  status
  freeTrialDays
  plan {
    ...PlanFields
  }
}
fragment GroupFields on Group {
  id
  createdAt
  name
  handle
  viewerRole
  shopifyStore {
    ...ShopifyStoreFields
  }
  instagramAccount {
    id
    accountName
    lastSyncedAt
  }
  planHistory {
    ...GroupPlanHistoryFields
  }
}
fragment ShopifyStoreFields on ShopifyStore {
  id
  groupId
  storeName
  groupName
}`) as unknown as TypedDocumentString<UpdateGroupMutation, UpdateGroupMutationVariables>;
export const UpsertGroupHandleDocument = new TypedDocumentString(`
    mutation upsertGroupHandle($handle: String!) {
  upsertGroupHandle(handle: $handle) {
    ...GroupFields
  }
}
    fragment PlanFields on Plan {
  id
  price
  features {
    analytics
    branding
    instagram
  }
}
fragment GroupPlanHistoryFields on GroupPlanHistory {
  id
  planId
  createdAt
  status
  freeTrialDays
  plan {
    ...PlanFields
  }
}
fragment GroupFields on Group {
  id
  createdAt
  name
  handle
  viewerRole
  shopifyStore {
    ...ShopifyStoreFields
  }
  instagramAccount {
    id
    accountName
    lastSyncedAt
  }
  planHistory {
    ...GroupPlanHistoryFields
  }
}
fragment ShopifyStoreFields on ShopifyStore {
  id
  groupId
  storeName
  groupName
}`) as unknown as TypedDocumentString<UpsertGroupHandleMutation, UpsertGroupHandleMutationVariables>;
export const DeleteInstagramFeedDocument = new TypedDocumentString(`
    mutation deleteInstagramFeed($feedId: ID!) {
  deleteInstagramFeed(feedId: $feedId) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteInstagramFeedMutation, DeleteInstagramFeedMutationVariables>;
export const DisconnectInstagramAccountDocument = new TypedDocumentString(`
    mutation disconnectInstagramAccount {
  disconnectInstagramAccount {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DisconnectInstagramAccountMutation, DisconnectInstagramAccountMutationVariables>;
export const GetEmbeddedInstagramFeedDocument = new TypedDocumentString(`
    query getEmbeddedInstagramFeed($instagramFeedId: ID!) {
  getEmbeddedInstagramFeed(instagramFeedId: $instagramFeedId) {
    feed {
      ...InstagramFeedFields
    }
    media {
      ...InstagramMediaFields
    }
    handle
    brandingSettings {
      ...BrandingSettingsFields
    }
  }
}
    fragment BrandingSettingsFields on BrandingSettings {
  buttonBackgroundColor
  buttonTextColor
  buttonBorderRadius
  buttonFontName
  buttonFontUrl
  textColor
  textHighlightColor
  textFontName
  textFontUrl
  bannerHighlightColor
  productCardBackgroundColor
  hideVendyBranding
}
fragment InstagramMediaFields on InstagramMedia {
  id
  createdAt
  externalId
  mediaType
  mediaUrl
  postedAt
  thumbnailUrl
  caption
  mediaExpires
  thumbnailExpires
  parentMediaExternalId
  rank
}
fragment InstagramFeedFields on InstagramFeed {
  id
  createdAt
  updatedAt
  title
  groupId
}`) as unknown as TypedDocumentString<GetEmbeddedInstagramFeedQuery, GetEmbeddedInstagramFeedQueryVariables>;
export const GetInstagramAccountDocument = new TypedDocumentString(`
    query getInstagramAccount {
  getInstagramAccount {
    ...InstagramAccountFields
  }
}
    fragment InstagramAccountFields on InstagramAccount {
  id
  createdAt
  accountName
  groupId
  lastSyncedAt
}`) as unknown as TypedDocumentString<GetInstagramAccountQuery, GetInstagramAccountQueryVariables>;
export const GetInstagramFeedsDocument = new TypedDocumentString(`
    query getInstagramFeeds {
  getInstagramFeeds {
    ...InstagramFeedFields
  }
}
    fragment InstagramFeedFields on InstagramFeed {
  id
  createdAt
  updatedAt
  title
  groupId
}`) as unknown as TypedDocumentString<GetInstagramFeedsQuery, GetInstagramFeedsQueryVariables>;
export const GetInstagramMediaDocument = new TypedDocumentString(`
    query getInstagramMedia {
  getInstagramMedia {
    ...InstagramMediaFields
  }
}
    fragment InstagramMediaFields on InstagramMedia {
  id
  createdAt
  externalId
  mediaType
  mediaUrl
  postedAt
  thumbnailUrl
  caption
  mediaExpires
  thumbnailExpires
  parentMediaExternalId
  rank
}`) as unknown as TypedDocumentString<GetInstagramMediaQuery, GetInstagramMediaQueryVariables>;
export const GetInstagramVideosDocument = new TypedDocumentString(`
    query getInstagramVideos {
  getInstagramVideos {
    id
    mediaUrl
    timestamp
    thumbnailUrl
  }
}
    `) as unknown as TypedDocumentString<GetInstagramVideosQuery, GetInstagramVideosQueryVariables>;
export const SetupInstagramAccountDocument = new TypedDocumentString(`
    mutation setupInstagramAccount($code: String!) {
  setupInstagramAccount(code: $code) {
    ...InstagramAccountFields
  }
}
    fragment InstagramAccountFields on InstagramAccount {
  id
  createdAt
  accountName
  groupId
  lastSyncedAt
}`) as unknown as TypedDocumentString<SetupInstagramAccountMutation, SetupInstagramAccountMutationVariables>;
export const SyncInstagramAccountDocument = new TypedDocumentString(`
    mutation syncInstagramAccount {
  syncInstagramAccount {
    ...InstagramAccountFields
  }
}
    fragment InstagramAccountFields on InstagramAccount {
  id
  createdAt
  accountName
  groupId
  lastSyncedAt
}`) as unknown as TypedDocumentString<SyncInstagramAccountMutation, SyncInstagramAccountMutationVariables>;
export const UpsertInstagramFeedDocument = new TypedDocumentString(`
    mutation upsertInstagramFeed($id: ID!, $title: String!) {
  upsertInstagramFeed(id: $id, title: $title) {
    ...InstagramFeedFields
  }
}
    fragment InstagramFeedFields on InstagramFeed {
  id
  createdAt
  updatedAt
  title
  groupId
}`) as unknown as TypedDocumentString<UpsertInstagramFeedMutation, UpsertInstagramFeedMutationVariables>;
export const AdminGetVirtualVideosDocument = new TypedDocumentString(`
    query adminGetVirtualVideos($groupId: ID!) {
  adminGetVirtualVideos(groupId: $groupId) {
    ...VirtualVideoFields
  }
}
    fragment LayoutVideoFields on Video {
  id
  title
  url
  duration
  aspectRatio
  status
  thumbnailUrl
  source
  sourceId
  loop
}
fragment LayoutAudioFields on Audio {
  id
  title
  url
  duration
  loop
}
fragment LayoutImageCollectionFields on ImageCollection {
  id
  title
  thumbnailUrl
  source
  items {
    rank
    imageId
    image {
      id
      title
      imageUrl
      aspectRatio
    }
  }
}
fragment VirtualVideoSegmentFields on VirtualVideoSegment {
  id
  title
  rank
  startTime
  endTime
  videoId
  audioId
  imageCollectionId
  video {
    ...LayoutVideoFields
  }
  audio {
    ...LayoutAudioFields
  }
  imageCollection {
    ...LayoutImageCollectionFields
  }
  audioSrc
  overlayId
  overlay {
    ...LayoutImageCollectionFields
  }
  overlayStart
  overlayEnd
  overlayX
  overlayY
  overlayWidth
  overlayHeight
}
fragment VirtualVideoFields on VirtualVideo {
  id
  createdAt
  updatedAt
  groupId
  title
  segments {
    ...VirtualVideoSegmentFields
  }
}`) as unknown as TypedDocumentString<AdminGetVirtualVideosQuery, AdminGetVirtualVideosQueryVariables>;
export const AdminGetWidgetsDocument = new TypedDocumentString(`
    query adminGetWidgets($groupId: ID!) {
  adminGetWidgets(groupId: $groupId) {
    ...WidgetFields
  }
}
    fragment VirtualVideoSummaryFields on VirtualVideo {
  id
  createdAt
  updatedAt
  title
  segments {
    id
    rank
    videoId
    imageCollectionId
    video {
      id
      title
      thumbnailUrl
      status
    }
    imageCollection {
      id
      title
      thumbnailUrl
    }
  }
}
fragment WidgetFields on Widget {
  id
  createdAt
  updatedAt
  groupId
  title
  type
  status
  videoId
  mediaCollectionId
  imageCollectionId
  virtualVideoId
  video {
    id
    title
    thumbnailUrl
    source
  }
  imageCollection {
    id
    title
    thumbnailUrl
  }
  virtualVideo {
    ...VirtualVideoSummaryFields
  }
  mediaCollection {
    id
    title
    thumbnailUrl
    items {
      rank
      virtualVideoId
      videoId
      imageCollectionId
      virtualVideo {
        ...VirtualVideoSummaryFields
      }
    }
  }
}`) as unknown as TypedDocumentString<AdminGetWidgetsQuery, AdminGetWidgetsQueryVariables>;
export const AttachMediaCollectionToWidgetDocument = new TypedDocumentString(`
    mutation attachMediaCollectionToWidget($widgetId: ID!, $mediaCollectionId: ID!) {
  attachMediaCollectionToWidget(
    widgetId: $widgetId
    mediaCollectionId: $mediaCollectionId
  ) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<AttachMediaCollectionToWidgetMutation, AttachMediaCollectionToWidgetMutationVariables>;
export const AttachVirtualVideoToWidgetDocument = new TypedDocumentString(`
    mutation attachVirtualVideoToWidget($widgetId: ID!, $virtualVideoId: ID!) {
  attachVirtualVideoToWidget(widgetId: $widgetId, virtualVideoId: $virtualVideoId) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<AttachVirtualVideoToWidgetMutation, AttachVirtualVideoToWidgetMutationVariables>;
export const DeleteMediaCollectionDocument = new TypedDocumentString(`
    mutation deleteMediaCollection($collectionId: ID!) {
  deleteMediaCollection(collectionId: $collectionId) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteMediaCollectionMutation, DeleteMediaCollectionMutationVariables>;
export const DeleteWidgetDocument = new TypedDocumentString(`
    mutation deleteWidget($id: ID!) {
  deleteWidget(id: $id) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteWidgetMutation, DeleteWidgetMutationVariables>;
export const GetEmbeddedWidgetDocument = new TypedDocumentString(`
    query getEmbeddedWidget($widgetId: ID!) {
  getEmbeddedWidget(widgetId: $widgetId) {
    ...EmbeddedWidgetFields
  }
}
    fragment BrandingSettingsFields on BrandingSettings {
  buttonBackgroundColor
  buttonTextColor
  buttonBorderRadius
  buttonFontName
  buttonFontUrl
  textColor
  textHighlightColor
  textFontName
  textFontUrl
  bannerHighlightColor
  productCardBackgroundColor
  hideVendyBranding
}
fragment LayoutVideoFields on Video {
  id
  title
  url
  duration
  aspectRatio
  status
  thumbnailUrl
  source
  sourceId
  loop
}
fragment LayoutAudioFields on Audio {
  id
  title
  url
  duration
  loop
}
fragment LayoutImageCollectionFields on ImageCollection {
  id
  title
  thumbnailUrl
  source
  items {
    rank
    imageId
    image {
      id
      title
      imageUrl
      aspectRatio
    }
  }
}
fragment VirtualVideoSegmentFields on VirtualVideoSegment {
  id
  title
  rank
  startTime
  endTime
  videoId
  audioId
  imageCollectionId
  video {
    ...LayoutVideoFields
  }
  audio {
    ...LayoutAudioFields
  }
  imageCollection {
    ...LayoutImageCollectionFields
  }
  audioSrc
  overlayId
  overlay {
    ...LayoutImageCollectionFields
  }
  overlayStart
  overlayEnd
  overlayX
  overlayY
  overlayWidth
  overlayHeight
}
fragment VirtualVideoFields on VirtualVideo {
  id
  createdAt
  updatedAt
  groupId
  title
  segments {
    ...VirtualVideoSegmentFields
  }
}
fragment MediaCollectionFields on MediaCollection {
  id
  createdAt
  updatedAt
  title
  thumbnailUrl
  items {
    rank
    virtualVideoId
    videoId
    imageCollectionId
    virtualVideo {
      ...VirtualVideoFields
    }
    video {
      ...LayoutVideoFields
    }
    imageCollection {
      ...LayoutImageCollectionFields
    }
  }
}
fragment VideoPosterFields on Video {
  id
  thumbnailSources {
    url
    width
    type
  }
}
fragment EmbeddedWidgetFields on Widget {
  id
  updatedAt
  groupId
  title
  type
  status
  videoId
  mediaCollectionId
  imageCollectionId
  virtualVideoId
  video {
    ...LayoutVideoFields
    ...VideoPosterFields
  }
  imageCollection {
    ...LayoutImageCollectionFields
  }
  virtualVideo {
    ...VirtualVideoFields
    segments {
      id
      video {
        ...VideoPosterFields
      }
    }
  }
  mediaCollection {
    ...MediaCollectionFields
    items {
      rank
      video {
        ...VideoPosterFields
      }
      virtualVideo {
        id
        segments {
          id
          video {
            ...VideoPosterFields
          }
        }
      }
    }
  }
  brandingSettings {
    ...BrandingSettingsFields
  }
}`) as unknown as TypedDocumentString<GetEmbeddedWidgetQuery, GetEmbeddedWidgetQueryVariables>;
export const GetMediaCollectionsDocument = new TypedDocumentString(`
    query getMediaCollections {
  getMediaCollections {
    ...MediaCollectionFields
  }
}
    fragment LayoutVideoFields on Video {
  id
  title
  url
  duration
  aspectRatio
  status
  thumbnailUrl
  source
  sourceId
  loop
}
fragment LayoutAudioFields on Audio {
  id
  title
  url
  duration
  loop
}
fragment LayoutImageCollectionFields on ImageCollection {
  id
  title
  thumbnailUrl
  source
  items {
    rank
    imageId
    image {
      id
      title
      imageUrl
      aspectRatio
    }
  }
}
fragment VirtualVideoSegmentFields on VirtualVideoSegment {
  id
  title
  rank
  startTime
  endTime
  videoId
  audioId
  imageCollectionId
  video {
    ...LayoutVideoFields
  }
  audio {
    ...LayoutAudioFields
  }
  imageCollection {
    ...LayoutImageCollectionFields
  }
  audioSrc
  overlayId
  overlay {
    ...LayoutImageCollectionFields
  }
  overlayStart
  overlayEnd
  overlayX
  overlayY
  overlayWidth
  overlayHeight
}
fragment VirtualVideoFields on VirtualVideo {
  id
  createdAt
  updatedAt
  groupId
  title
  segments {
    ...VirtualVideoSegmentFields
  }
}
fragment MediaCollectionFields on MediaCollection {
  id
  createdAt
  updatedAt
  title
  thumbnailUrl
  items {
    rank
    virtualVideoId
    videoId
    imageCollectionId
    virtualVideo {
      ...VirtualVideoFields
    }
    video {
      ...LayoutVideoFields
    }
    imageCollection {
      ...LayoutImageCollectionFields
    }
  }
}`) as unknown as TypedDocumentString<GetMediaCollectionsQuery, GetMediaCollectionsQueryVariables>;
export const GetVirtualVideosDocument = new TypedDocumentString(`
    query getVirtualVideos {
  getVirtualVideos {
    ...VirtualVideoFields
  }
}
    fragment LayoutVideoFields on Video {
  id
  title
  url
  duration
  aspectRatio
  status
  thumbnailUrl
  source
  sourceId
  loop
}
fragment LayoutAudioFields on Audio {
  id
  title
  url
  duration
  loop
}
fragment LayoutImageCollectionFields on ImageCollection {
  id
  title
  thumbnailUrl
  source
  items {
    rank
    imageId
    image {
      id
      title
      imageUrl
      aspectRatio
    }
  }
}
fragment VirtualVideoSegmentFields on VirtualVideoSegment {
  id
  title
  rank
  startTime
  endTime
  videoId
  audioId
  imageCollectionId
  video {
    ...LayoutVideoFields
  }
  audio {
    ...LayoutAudioFields
  }
  imageCollection {
    ...LayoutImageCollectionFields
  }
  audioSrc
  overlayId
  overlay {
    ...LayoutImageCollectionFields
  }
  overlayStart
  overlayEnd
  overlayX
  overlayY
  overlayWidth
  overlayHeight
}
fragment VirtualVideoFields on VirtualVideo {
  id
  createdAt
  updatedAt
  groupId
  title
  segments {
    ...VirtualVideoSegmentFields
  }
}`) as unknown as TypedDocumentString<GetVirtualVideosQuery, GetVirtualVideosQueryVariables>;
export const GetWidgetsDocument = new TypedDocumentString(`
    query getWidgets {
  getWidgets {
    ...WidgetFields
  }
}
    fragment VirtualVideoSummaryFields on VirtualVideo {
  id
  createdAt
  updatedAt
  title
  segments {
    id
    rank
    videoId
    imageCollectionId
    video {
      id
      title
      thumbnailUrl
      status
    }
    imageCollection {
      id
      title
      thumbnailUrl
    }
  }
}
fragment WidgetFields on Widget {
  id
  createdAt
  updatedAt
  groupId
  title
  type
  status
  videoId
  mediaCollectionId
  imageCollectionId
  virtualVideoId
  video {
    id
    title
    thumbnailUrl
    source
  }
  imageCollection {
    id
    title
    thumbnailUrl
  }
  virtualVideo {
    ...VirtualVideoSummaryFields
  }
  mediaCollection {
    id
    title
    thumbnailUrl
    items {
      rank
      virtualVideoId
      videoId
      imageCollectionId
      virtualVideo {
        ...VirtualVideoSummaryFields
      }
    }
  }
}`) as unknown as TypedDocumentString<GetWidgetsQuery, GetWidgetsQueryVariables>;
export const MarkWidgetAsReadyDocument = new TypedDocumentString(`
    mutation markWidgetAsReady($widgetId: ID!) {
  markWidgetAsReady(widgetId: $widgetId) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<MarkWidgetAsReadyMutation, MarkWidgetAsReadyMutationVariables>;
export const UpsertMediaCollectionDocument = new TypedDocumentString(`
    mutation upsertMediaCollection($id: ID, $title: String!, $thumbnailUrl: String, $items: [MediaCollectionItemInput!]!) {
  upsertMediaCollection(
    id: $id
    title: $title
    thumbnailUrl: $thumbnailUrl
    items: $items
  ) {
    ...MediaCollectionFields
  }
}
    fragment LayoutVideoFields on Video {
  id
  title
  url
  duration
  aspectRatio
  status
  thumbnailUrl
  source
  sourceId
  loop
}
fragment LayoutAudioFields on Audio {
  id
  title
  url
  duration
  loop
}
fragment LayoutImageCollectionFields on ImageCollection {
  id
  title
  thumbnailUrl
  source
  items {
    rank
    imageId
    image {
      id
      title
      imageUrl
      aspectRatio
    }
  }
}
fragment VirtualVideoSegmentFields on VirtualVideoSegment {
  id
  title
  rank
  startTime
  endTime
  videoId
  audioId
  imageCollectionId
  video {
    ...LayoutVideoFields
  }
  audio {
    ...LayoutAudioFields
  }
  imageCollection {
    ...LayoutImageCollectionFields
  }
  audioSrc
  overlayId
  overlay {
    ...LayoutImageCollectionFields
  }
  overlayStart
  overlayEnd
  overlayX
  overlayY
  overlayWidth
  overlayHeight
}
fragment VirtualVideoFields on VirtualVideo {
  id
  createdAt
  updatedAt
  groupId
  title
  segments {
    ...VirtualVideoSegmentFields
  }
}
fragment MediaCollectionFields on MediaCollection {
  id
  createdAt
  updatedAt
  title
  thumbnailUrl
  items {
    rank
    virtualVideoId
    videoId
    imageCollectionId
    virtualVideo {
      ...VirtualVideoFields
    }
    video {
      ...LayoutVideoFields
    }
    imageCollection {
      ...LayoutImageCollectionFields
    }
  }
}`) as unknown as TypedDocumentString<UpsertMediaCollectionMutation, UpsertMediaCollectionMutationVariables>;
export const UpsertVirtualVideoDocument = new TypedDocumentString(`
    mutation upsertVirtualVideo($id: ID, $title: String!, $segments: [VirtualVideoSegmentInput!]!) {
  upsertVirtualVideo(id: $id, title: $title, segments: $segments) {
    ...VirtualVideoFields
  }
}
    fragment LayoutVideoFields on Video {
  id
  title
  url
  duration
  aspectRatio
  status
  thumbnailUrl
  source
  sourceId
  loop
}
fragment LayoutAudioFields on Audio {
  id
  title
  url
  duration
  loop
}
fragment LayoutImageCollectionFields on ImageCollection {
  id
  title
  thumbnailUrl
  source
  items {
    rank
    imageId
    image {
      id
      title
      imageUrl
      aspectRatio
    }
  }
}
fragment VirtualVideoSegmentFields on VirtualVideoSegment {
  id
  title
  rank
  startTime
  endTime
  videoId
  audioId
  imageCollectionId
  video {
    ...LayoutVideoFields
  }
  audio {
    ...LayoutAudioFields
  }
  imageCollection {
    ...LayoutImageCollectionFields
  }
  audioSrc
  overlayId
  overlay {
    ...LayoutImageCollectionFields
  }
  overlayStart
  overlayEnd
  overlayX
  overlayY
  overlayWidth
  overlayHeight
}
fragment VirtualVideoFields on VirtualVideo {
  id
  createdAt
  updatedAt
  groupId
  title
  segments {
    ...VirtualVideoSegmentFields
  }
}`) as unknown as TypedDocumentString<UpsertVirtualVideoMutation, UpsertVirtualVideoMutationVariables>;
export const UpsertWidgetBaseDocument = new TypedDocumentString(`
    mutation upsertWidgetBase($id: ID, $title: String!, $type: LayoutType!) {
  upsertWidgetBase(id: $id, title: $title, type: $type)
}
    `) as unknown as TypedDocumentString<UpsertWidgetBaseMutation, UpsertWidgetBaseMutationVariables>;
export const AdminGetAudiosDocument = new TypedDocumentString(`
    query adminGetAudios($groupId: ID!) {
  adminGetAudios(groupId: $groupId) {
    ...AudioFields
  }
}
    fragment AudioFields on Audio {
  id
  createdAt
  updatedAt
  title
  description
  url
  duration
  status
  externalId
  loop
}`) as unknown as TypedDocumentString<AdminGetAudiosQuery, AdminGetAudiosQueryVariables>;
export const AdminGetImageCollectionsDocument = new TypedDocumentString(`
    query adminGetImageCollections($groupId: ID!) {
  adminGetImageCollections(groupId: $groupId) {
    ...ImageCollectionFields
  }
}
    fragment ImageFields on Image {
  id
  createdAt
  updatedAt
  title
  description
  aspectRatio
  imageUrl
  source
  sourceId
}
fragment ImageCollectionFields on ImageCollection {
  id
  createdAt
  updatedAt
  title
  thumbnailUrl
  source
  items {
    rank
    imageId
    image {
      ...ImageFields
    }
  }
}`) as unknown as TypedDocumentString<AdminGetImageCollectionsQuery, AdminGetImageCollectionsQueryVariables>;
export const AdminGetVideosDocument = new TypedDocumentString(`
    query adminGetVideos($groupId: ID!) {
  adminGetVideos(groupId: $groupId) {
    ...VideoFields
  }
}
    fragment VideoFields on Video {
  id
  createdAt
  updatedAt
  title
  description
  url
  duration
  aspectRatio
  status
  thumbnailUrl
  externalId
  source
  sourceId
  loop
}`) as unknown as TypedDocumentString<AdminGetVideosQuery, AdminGetVideosQueryVariables>;
export const CheckAndUpdateVideoStatusDocument = new TypedDocumentString(`
    mutation checkAndUpdateVideoStatus($videoId: ID!) {
  checkAndUpdateVideoStatus(videoId: $videoId) {
    ...VideoFields
  }
}
    fragment VideoFields on Video {
  id
  createdAt
  updatedAt
  title
  description
  url
  duration
  aspectRatio
  status
  thumbnailUrl
  externalId
  source
  sourceId
  loop
}`) as unknown as TypedDocumentString<CheckAndUpdateVideoStatusMutation, CheckAndUpdateVideoStatusMutationVariables>;
export const DeleteAudioDocument = new TypedDocumentString(`
    mutation deleteAudio($audioId: ID!) {
  deleteAudio(audioId: $audioId) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteAudioMutation, DeleteAudioMutationVariables>;
export const DeleteImageDocument = new TypedDocumentString(`
    mutation deleteImage($imageId: ID!) {
  deleteImage(imageId: $imageId) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteImageMutation, DeleteImageMutationVariables>;
export const DeleteImageCollectionDocument = new TypedDocumentString(`
    mutation deleteImageCollection($collectionId: ID!) {
  deleteImageCollection(collectionId: $collectionId) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteImageCollectionMutation, DeleteImageCollectionMutationVariables>;
export const DeleteVideoDocument = new TypedDocumentString(`
    mutation deleteVideo($videoId: ID!) {
  deleteVideo(videoId: $videoId) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteVideoMutation, DeleteVideoMutationVariables>;
export const GetAffiliateLinkImageUploadUrlsDocument = new TypedDocumentString(`
    query getAffiliateLinkImageUploadUrls($fileData: [FileDataInput!]!) {
  getAffiliateLinkImageUploadUrls(fileData: $fileData) {
    ...AssetUploadUrlFields
  }
}
    fragment AssetUploadUrlFields on AssetUploadUrl {
  fileName
  fileKey
  url
  objectExists
}`) as unknown as TypedDocumentString<GetAffiliateLinkImageUploadUrlsQuery, GetAffiliateLinkImageUploadUrlsQueryVariables>;
export const GetAudioUploadUrlDocument = new TypedDocumentString(`
    query getAudioUploadUrl($fileName: String!) {
  getAudioUploadUrl(fileName: $fileName) {
    id
    url
  }
}
    `) as unknown as TypedDocumentString<GetAudioUploadUrlQuery, GetAudioUploadUrlQueryVariables>;
export const GetAudiosDocument = new TypedDocumentString(`
    query getAudios {
  getAudios {
    ...AudioFields
  }
}
    fragment AudioFields on Audio {
  id
  createdAt
  updatedAt
  title
  description
  url
  duration
  status
  externalId
  loop
}`) as unknown as TypedDocumentString<GetAudiosQuery, GetAudiosQueryVariables>;
export const GetImageCollectionsDocument = new TypedDocumentString(`
    query getImageCollections {
  getImageCollections {
    ...ImageCollectionFields
  }
}
    fragment ImageFields on Image {
  id
  createdAt
  updatedAt
  title
  description
  aspectRatio
  imageUrl
  source
  sourceId
}
fragment ImageCollectionFields on ImageCollection {
  id
  createdAt
  updatedAt
  title
  thumbnailUrl
  source
  items {
    rank
    imageId
    image {
      ...ImageFields
    }
  }
}`) as unknown as TypedDocumentString<GetImageCollectionsQuery, GetImageCollectionsQueryVariables>;
export const GetImageUploadUrlsDocument = new TypedDocumentString(`
    query getImageUploadUrls($fileData: [FileDataInput!]!) {
  getImageUploadUrls(fileData: $fileData) {
    ...AssetUploadUrlFields
  }
}
    fragment AssetUploadUrlFields on AssetUploadUrl {
  fileName
  fileKey
  url
  objectExists
}`) as unknown as TypedDocumentString<GetImageUploadUrlsQuery, GetImageUploadUrlsQueryVariables>;
export const GetProductImageUploadUrlsDocument = new TypedDocumentString(`
    query getProductImageUploadUrls($fileData: [FileDataInput!]!) {
  getProductImageUploadUrls(fileData: $fileData) {
    ...AssetUploadUrlFields
  }
}
    fragment AssetUploadUrlFields on AssetUploadUrl {
  fileName
  fileKey
  url
  objectExists
}`) as unknown as TypedDocumentString<GetProductImageUploadUrlsQuery, GetProductImageUploadUrlsQueryVariables>;
export const GetVideoImageUploadUrlDocument = new TypedDocumentString(`
    query getVideoImageUploadUrl($fileName: String!, $fileType: String!) {
  getVideoImageUploadUrl(fileName: $fileName, fileType: $fileType) {
    ...AssetUploadUrlFields
  }
}
    fragment AssetUploadUrlFields on AssetUploadUrl {
  fileName
  fileKey
  url
  objectExists
}`) as unknown as TypedDocumentString<GetVideoImageUploadUrlQuery, GetVideoImageUploadUrlQueryVariables>;
export const GetVideoUploadUrlDocument = new TypedDocumentString(`
    query getVideoUploadUrl($fileName: String!, $size: Float!, $duration: Int!) {
  getVideoUploadUrl(fileName: $fileName, size: $size, duration: $duration) {
    id
    url
  }
}
    `) as unknown as TypedDocumentString<GetVideoUploadUrlQuery, GetVideoUploadUrlQueryVariables>;
export const GetVideoUploadUsageDocument = new TypedDocumentString(`
    query getVideoUploadUsage {
  getVideoUploadUsage {
    planId
    limitMinutes
    usedMinutes
    remainingMinutes
    periodStart
    periodEnd
  }
}
    `) as unknown as TypedDocumentString<GetVideoUploadUsageQuery, GetVideoUploadUsageQueryVariables>;
export const GetVideosDocument = new TypedDocumentString(`
    query getVideos {
  getVideos {
    ...VideoFields
  }
}
    fragment VideoFields on Video {
  id
  createdAt
  updatedAt
  title
  description
  url
  duration
  aspectRatio
  status
  thumbnailUrl
  externalId
  source
  sourceId
  loop
}`) as unknown as TypedDocumentString<GetVideosQuery, GetVideosQueryVariables>;
export const SaveImageCollectionDocument = new TypedDocumentString(`
    mutation saveImageCollection($title: String!, $items: [ImageCollectionItemInput!]!) {
  saveImageCollection(title: $title, items: $items) {
    success
    errorMessage
    imageCollection {
      ...ImageCollectionFields
    }
    uploadedImages {
      ...ImageFields
    }
  }
}
    fragment ImageFields on Image {
  id
  createdAt
  updatedAt
  title
  description
  aspectRatio
  imageUrl
  source
  sourceId
}
fragment ImageCollectionFields on ImageCollection {
  id
  createdAt
  updatedAt
  title
  thumbnailUrl
  source
  items {
    rank
    imageId
    image {
      ...ImageFields
    }
  }
}`) as unknown as TypedDocumentString<SaveImageCollectionMutation, SaveImageCollectionMutationVariables>;
export const UploadVideoFromUrlDocument = new TypedDocumentString(`
    mutation uploadVideoFromUrl($url: String!, $title: String!) {
  uploadVideoFromUrl(url: $url, title: $title)
}
    `) as unknown as TypedDocumentString<UploadVideoFromUrlMutation, UploadVideoFromUrlMutationVariables>;
export const UpsertAudioDocument = new TypedDocumentString(`
    mutation upsertAudio($id: ID, $title: String!, $description: String, $url: String, $duration: Float, $externalId: String, $loop: Boolean) {
  upsertAudio(
    id: $id
    title: $title
    description: $description
    url: $url
    duration: $duration
    externalId: $externalId
    loop: $loop
  ) {
    ...AudioFields
  }
}
    fragment AudioFields on Audio {
  id
  createdAt
  updatedAt
  title
  description
  url
  duration
  status
  externalId
  loop
}`) as unknown as TypedDocumentString<UpsertAudioMutation, UpsertAudioMutationVariables>;
export const UpsertImageDocument = new TypedDocumentString(`
    mutation upsertImage($id: ID, $title: String!, $description: String, $aspectRatio: Float, $imageUrl: String, $source: ImageSource, $sourceId: String) {
  upsertImage(
    id: $id
    title: $title
    description: $description
    aspectRatio: $aspectRatio
    imageUrl: $imageUrl
    source: $source
    sourceId: $sourceId
  ) {
    ...ImageFields
  }
}
    fragment ImageFields on Image {
  id
  createdAt
  updatedAt
  title
  description
  aspectRatio
  imageUrl
  source
  sourceId
}`) as unknown as TypedDocumentString<UpsertImageMutation, UpsertImageMutationVariables>;
export const UpsertImageCollectionDocument = new TypedDocumentString(`
    mutation upsertImageCollection($id: ID, $title: String!, $items: [ImageCollectionImageInput!]) {
  upsertImageCollection(id: $id, title: $title, items: $items) {
    ...ImageCollectionFields
  }
}
    fragment ImageFields on Image {
  id
  createdAt
  updatedAt
  title
  description
  aspectRatio
  imageUrl
  source
  sourceId
}
fragment ImageCollectionFields on ImageCollection {
  id
  createdAt
  updatedAt
  title
  thumbnailUrl
  source
  items {
    rank
    imageId
    image {
      ...ImageFields
    }
  }
}`) as unknown as TypedDocumentString<UpsertImageCollectionMutation, UpsertImageCollectionMutationVariables>;
export const UpsertVideoDocument = new TypedDocumentString(`
    mutation upsertVideo($id: ID, $title: String!, $description: String, $url: String, $thumbnailUrl: String, $duration: Float, $aspectRatio: Float, $externalId: String, $loop: Boolean, $source: VideoSource, $sourceId: String) {
  upsertVideo(
    id: $id
    title: $title
    description: $description
    url: $url
    thumbnailUrl: $thumbnailUrl
    duration: $duration
    aspectRatio: $aspectRatio
    externalId: $externalId
    loop: $loop
    source: $source
    sourceId: $sourceId
  ) {
    ...VideoFields
  }
}
    fragment VideoFields on Video {
  id
  createdAt
  updatedAt
  title
  description
  url
  duration
  aspectRatio
  status
  thumbnailUrl
  externalId
  source
  sourceId
  loop
}`) as unknown as TypedDocumentString<UpsertVideoMutation, UpsertVideoMutationVariables>;
export const AdminGetExperimentsDocument = new TypedDocumentString(`
    query adminGetExperiments($groupId: ID!) {
  adminGetExperiments(groupId: $groupId) {
    ...ExperimentFields
  }
}
    fragment IndividualAssignmentFields on IndividualAssignment {
  id
  productId
  affiliateLinkId
  adType
  name
  rank
  startTimeIndex
  instagramMediaId
}
fragment MultipleAssignmentFields on MultipleAssignment {
  id
  productCollectionId
  adType
  name
  rank
  startTimeIndex
  bannerInterval
}
fragment StrategyFields on Strategy {
  id
  createdAt
  updatedAt
  title
  individualAssignments {
    ...IndividualAssignmentFields
  }
  multipleAssignments {
    ...MultipleAssignmentFields
  }
}
fragment ExperimentFields on Experiment {
  id
  createdAt
  updatedAt
  title
  virtualVideoId
  instagramFeedId
  items {
    id
    strategyId
    rangePercentage
    ranges {
      id
      start
      end
    }
    strategy {
      ...StrategyFields
    }
  }
}`) as unknown as TypedDocumentString<AdminGetExperimentsQuery, AdminGetExperimentsQueryVariables>;
export const AdminGetStrategiesDocument = new TypedDocumentString(`
    query adminGetStrategies($groupId: ID!) {
  adminGetStrategies(groupId: $groupId) {
    ...StrategyFields
  }
}
    fragment IndividualAssignmentFields on IndividualAssignment {
  id
  productId
  affiliateLinkId
  adType
  name
  rank
  startTimeIndex
  instagramMediaId
}
fragment MultipleAssignmentFields on MultipleAssignment {
  id
  productCollectionId
  adType
  name
  rank
  startTimeIndex
  bannerInterval
}
fragment StrategyFields on Strategy {
  id
  createdAt
  updatedAt
  title
  individualAssignments {
    ...IndividualAssignmentFields
  }
  multipleAssignments {
    ...MultipleAssignmentFields
  }
}`) as unknown as TypedDocumentString<AdminGetStrategiesQuery, AdminGetStrategiesQueryVariables>;
export const DeleteExperimentDocument = new TypedDocumentString(`
    mutation deleteExperiment($id: ID!) {
  deleteExperiment(id: $id) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteExperimentMutation, DeleteExperimentMutationVariables>;
export const DeleteStrategyDocument = new TypedDocumentString(`
    mutation deleteStrategy($id: ID!) {
  deleteStrategy(id: $id) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteStrategyMutation, DeleteStrategyMutationVariables>;
export const GetExperimentDataDocument = new TypedDocumentString(`
    query getExperimentData($virtualVideoId: ID, $instagramFeedId: ID) {
  getExperimentData(
    virtualVideoId: $virtualVideoId
    instagramFeedId: $instagramFeedId
  ) {
    experiment {
      ...ExperimentFields
    }
    products {
      ...ExperimentDataProductFields
    }
    productCollections {
      ...ExperimentDataProductCollectionFields
    }
    affiliateLinks {
      ...ExperimentDataAffiliateLinkFields
    }
    shopifyStore {
      id
      storeName
    }
  }
}
    fragment IndividualAssignmentFields on IndividualAssignment {
  id
  productId
  affiliateLinkId
  adType
  name
  rank
  startTimeIndex
  instagramMediaId
}
fragment MultipleAssignmentFields on MultipleAssignment {
  id
  productCollectionId
  adType
  name
  rank
  startTimeIndex
  bannerInterval
}
fragment StrategyFields on Strategy {
  id
  createdAt
  updatedAt
  title
  individualAssignments {
    ...IndividualAssignmentFields
  }
  multipleAssignments {
    ...MultipleAssignmentFields
  }
}
fragment ExperimentFields on Experiment {
  id
  createdAt
  updatedAt
  title
  virtualVideoId
  instagramFeedId
  items {
    id
    strategyId
    rangePercentage
    ranges {
      id
      start
      end
    }
    strategy {
      ...StrategyFields
    }
  }
}
fragment ExperimentDataProductFields on Product {
  id
  title
  vendor
  productType
  handle
  price
  imageUrl
  thumbnailUrl
  images {
    imageUrl
    thumbnailUrl
    isFeatured
  }
  variants {
    id
    title
    price
    imageUrl
    thumbnailUrl
    selectedOptions {
      name
      value
    }
  }
}
fragment ExperimentDataProductCollectionFields on ProductCollection {
  id
  title
  items {
    productId
  }
}
fragment ExperimentDataAffiliateLinkFields on AffiliateLink {
  id
  title
  price
  ctaText
  url
  images {
    id
    imageUrl
    thumbnailUrl
    rank
  }
}`) as unknown as TypedDocumentString<GetExperimentDataQuery, GetExperimentDataQueryVariables>;
export const GetExperimentForInstagramFeedDocument = new TypedDocumentString(`
    query getExperimentForInstagramFeed($id: ID!) {
  getExperimentForInstagramFeed(id: $id) {
    ...ExperimentFields
  }
}
    fragment IndividualAssignmentFields on IndividualAssignment {
  id
  productId
  affiliateLinkId
  adType
  name
  rank
  startTimeIndex
  instagramMediaId
}
fragment MultipleAssignmentFields on MultipleAssignment {
  id
  productCollectionId
  adType
  name
  rank
  startTimeIndex
  bannerInterval
}
fragment StrategyFields on Strategy {
  id
  createdAt
  updatedAt
  title
  individualAssignments {
    ...IndividualAssignmentFields
  }
  multipleAssignments {
    ...MultipleAssignmentFields
  }
}
fragment ExperimentFields on Experiment {
  id
  createdAt
  updatedAt
  title
  virtualVideoId
  instagramFeedId
  items {
    id
    strategyId
    rangePercentage
    ranges {
      id
      start
      end
    }
    strategy {
      ...StrategyFields
    }
  }
}`) as unknown as TypedDocumentString<GetExperimentForInstagramFeedQuery, GetExperimentForInstagramFeedQueryVariables>;
export const GetExperimentForVirtualVideoDocument = new TypedDocumentString(`
    query getExperimentForVirtualVideo($id: ID!) {
  getExperimentForVirtualVideo(id: $id) {
    ...ExperimentFields
  }
}
    fragment IndividualAssignmentFields on IndividualAssignment {
  id
  productId
  affiliateLinkId
  adType
  name
  rank
  startTimeIndex
  instagramMediaId
}
fragment MultipleAssignmentFields on MultipleAssignment {
  id
  productCollectionId
  adType
  name
  rank
  startTimeIndex
  bannerInterval
}
fragment StrategyFields on Strategy {
  id
  createdAt
  updatedAt
  title
  individualAssignments {
    ...IndividualAssignmentFields
  }
  multipleAssignments {
    ...MultipleAssignmentFields
  }
}
fragment ExperimentFields on Experiment {
  id
  createdAt
  updatedAt
  title
  virtualVideoId
  instagramFeedId
  items {
    id
    strategyId
    rangePercentage
    ranges {
      id
      start
      end
    }
    strategy {
      ...StrategyFields
    }
  }
}`) as unknown as TypedDocumentString<GetExperimentForVirtualVideoQuery, GetExperimentForVirtualVideoQueryVariables>;
export const GetExperimentsDocument = new TypedDocumentString(`
    query getExperiments {
  getExperiments {
    ...ExperimentFields
  }
}
    fragment IndividualAssignmentFields on IndividualAssignment {
  id
  productId
  affiliateLinkId
  adType
  name
  rank
  startTimeIndex
  instagramMediaId
}
fragment MultipleAssignmentFields on MultipleAssignment {
  id
  productCollectionId
  adType
  name
  rank
  startTimeIndex
  bannerInterval
}
fragment StrategyFields on Strategy {
  id
  createdAt
  updatedAt
  title
  individualAssignments {
    ...IndividualAssignmentFields
  }
  multipleAssignments {
    ...MultipleAssignmentFields
  }
}
fragment ExperimentFields on Experiment {
  id
  createdAt
  updatedAt
  title
  virtualVideoId
  instagramFeedId
  items {
    id
    strategyId
    rangePercentage
    ranges {
      id
      start
      end
    }
    strategy {
      ...StrategyFields
    }
  }
}`) as unknown as TypedDocumentString<GetExperimentsQuery, GetExperimentsQueryVariables>;
export const GetStrategiesDocument = new TypedDocumentString(`
    query getStrategies {
  getStrategies {
    ...StrategyFields
  }
}
    fragment IndividualAssignmentFields on IndividualAssignment {
  id
  productId
  affiliateLinkId
  adType
  name
  rank
  startTimeIndex
  instagramMediaId
}
fragment MultipleAssignmentFields on MultipleAssignment {
  id
  productCollectionId
  adType
  name
  rank
  startTimeIndex
  bannerInterval
}
fragment StrategyFields on Strategy {
  id
  createdAt
  updatedAt
  title
  individualAssignments {
    ...IndividualAssignmentFields
  }
  multipleAssignments {
    ...MultipleAssignmentFields
  }
}`) as unknown as TypedDocumentString<GetStrategiesQuery, GetStrategiesQueryVariables>;
export const UpsertExperimentDocument = new TypedDocumentString(`
    mutation upsertExperiment($id: ID, $title: String!, $virtualVideoId: ID, $instagramFeedId: ID, $items: [ExperimentItemInput!]!) {
  upsertExperiment(
    id: $id
    title: $title
    virtualVideoId: $virtualVideoId
    instagramFeedId: $instagramFeedId
    items: $items
  ) {
    ...ExperimentFields
  }
}
    fragment IndividualAssignmentFields on IndividualAssignment {
  id
  productId
  affiliateLinkId
  adType
  name
  rank
  startTimeIndex
  instagramMediaId
}
fragment MultipleAssignmentFields on MultipleAssignment {
  id
  productCollectionId
  adType
  name
  rank
  startTimeIndex
  bannerInterval
}
fragment StrategyFields on Strategy {
  id
  createdAt
  updatedAt
  title
  individualAssignments {
    ...IndividualAssignmentFields
  }
  multipleAssignments {
    ...MultipleAssignmentFields
  }
}
fragment ExperimentFields on Experiment {
  id
  createdAt
  updatedAt
  title
  virtualVideoId
  instagramFeedId
  items {
    id
    strategyId
    rangePercentage
    ranges {
      id
      start
      end
    }
    strategy {
      ...StrategyFields
    }
  }
}`) as unknown as TypedDocumentString<UpsertExperimentMutation, UpsertExperimentMutationVariables>;
export const UpsertStrategyDocument = new TypedDocumentString(`
    mutation upsertStrategy($id: ID, $title: String!, $assignments: StrategyAssignmentsInput!) {
  upsertStrategy(id: $id, title: $title, assignments: $assignments)
}
    `) as unknown as TypedDocumentString<UpsertStrategyMutation, UpsertStrategyMutationVariables>;
export const DeleteSliderPageDocument = new TypedDocumentString(`
    mutation deleteSliderPage($sliderPageId: ID!) {
  deleteSliderPage(sliderPageId: $sliderPageId) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteSliderPageMutation, DeleteSliderPageMutationVariables>;
export const GetEmbeddedSliderItemDocument = new TypedDocumentString(`
    query getEmbeddedSliderItem($sliderItemId: ID!) {
  getEmbeddedSliderItem(sliderItemId: $sliderItemId) {
    ...EmbeddedWidgetFields
  }
}
    fragment BrandingSettingsFields on BrandingSettings {
  buttonBackgroundColor
  buttonTextColor
  buttonBorderRadius
  buttonFontName
  buttonFontUrl
  textColor
  textHighlightColor
  textFontName
  textFontUrl
  bannerHighlightColor
  productCardBackgroundColor
  hideVendyBranding
}
fragment LayoutVideoFields on Video {
  id
  title
  url
  duration
  aspectRatio
  status
  thumbnailUrl
  source
  sourceId
  loop
}
fragment LayoutAudioFields on Audio {
  id
  title
  url
  duration
  loop
}
fragment LayoutImageCollectionFields on ImageCollection {
  id
  title
  thumbnailUrl
  source
  items {
    rank
    imageId
    image {
      id
      title
      imageUrl
      aspectRatio
    }
  }
}
fragment VirtualVideoSegmentFields on VirtualVideoSegment {
  id
  title
  rank
  startTime
  endTime
  videoId
  audioId
  imageCollectionId
  video {
    ...LayoutVideoFields
  }
  audio {
    ...LayoutAudioFields
  }
  imageCollection {
    ...LayoutImageCollectionFields
  }
  audioSrc
  overlayId
  overlay {
    ...LayoutImageCollectionFields
  }
  overlayStart
  overlayEnd
  overlayX
  overlayY
  overlayWidth
  overlayHeight
}
fragment VirtualVideoFields on VirtualVideo {
  id
  createdAt
  updatedAt
  groupId
  title
  segments {
    ...VirtualVideoSegmentFields
  }
}
fragment MediaCollectionFields on MediaCollection {
  id
  createdAt
  updatedAt
  title
  thumbnailUrl
  items {
    rank
    virtualVideoId
    videoId
    imageCollectionId
    virtualVideo {
      ...VirtualVideoFields
    }
    video {
      ...LayoutVideoFields
    }
    imageCollection {
      ...LayoutImageCollectionFields
    }
  }
}
fragment VideoPosterFields on Video {
  id
  thumbnailSources {
    url
    width
    type
  }
}
fragment EmbeddedWidgetFields on Widget {
  id
  updatedAt
  groupId
  title
  type
  status
  videoId
  mediaCollectionId
  imageCollectionId
  virtualVideoId
  video {
    ...LayoutVideoFields
    ...VideoPosterFields
  }
  imageCollection {
    ...LayoutImageCollectionFields
  }
  virtualVideo {
    ...VirtualVideoFields
    segments {
      id
      video {
        ...VideoPosterFields
      }
    }
  }
  mediaCollection {
    ...MediaCollectionFields
    items {
      rank
      video {
        ...VideoPosterFields
      }
      virtualVideo {
        id
        segments {
          id
          video {
            ...VideoPosterFields
          }
        }
      }
    }
  }
  brandingSettings {
    ...BrandingSettingsFields
  }
}`) as unknown as TypedDocumentString<GetEmbeddedSliderItemQuery, GetEmbeddedSliderItemQueryVariables>;
export const GetSliderPagesDocument = new TypedDocumentString(`
    query getSliderPages {
  getSliderPages {
    ...SliderPageFields
  }
}
    fragment VirtualVideoSummaryFields on VirtualVideo {
  id
  createdAt
  updatedAt
  title
  segments {
    id
    rank
    videoId
    imageCollectionId
    video {
      id
      title
      thumbnailUrl
      status
    }
    imageCollection {
      id
      title
      thumbnailUrl
    }
  }
}
fragment SliderFields on Slider {
  id
  title
  rank
  sliderItems {
    id
    rank
    virtualVideoId
    virtualVideo {
      ...VirtualVideoSummaryFields
    }
  }
}
fragment SliderPageFields on SliderPage {
  id
  createdAt
  updatedAt
  groupId
  groupHandle
  title
  description
  slug
  sliders {
    ...SliderFields
  }
  featuredSlider {
    ...SliderFields
  }
}`) as unknown as TypedDocumentString<GetSliderPagesQuery, GetSliderPagesQueryVariables>;
export const UpsertSliderPageDocument = new TypedDocumentString(`
    mutation upsertSliderPage($page: SliderPageInput!) {
  upsertSliderPage(page: $page) {
    ...SliderPageFields
  }
}
    fragment VirtualVideoSummaryFields on VirtualVideo {
  id
  createdAt
  updatedAt
  title
  segments {
    id
    rank
    videoId
    imageCollectionId
    video {
      id
      title
      thumbnailUrl
      status
    }
    imageCollection {
      id
      title
      thumbnailUrl
    }
  }
}
fragment SliderFields on Slider {
  id
  title
  rank
  sliderItems {
    id
    rank
    virtualVideoId
    virtualVideo {
      ...VirtualVideoSummaryFields
    }
  }
}
fragment SliderPageFields on SliderPage {
  id
  createdAt
  updatedAt
  groupId
  groupHandle
  title
  description
  slug
  sliders {
    ...SliderFields
  }
  featuredSlider {
    ...SliderFields
  }
}`) as unknown as TypedDocumentString<UpsertSliderPageMutation, UpsertSliderPageMutationVariables>;
export const CheckStoreCredentialOwnerDocument = new TypedDocumentString(`
    query checkStoreCredentialOwner($storeName: String!) {
  checkStoreCredentialOwner(storeName: $storeName) {
    hasPermission
    group {
      ...GroupFields
    }
  }
}
    fragment PlanFields on Plan {
  id
  price
  features {
    analytics
    branding
    instagram
  }
}
fragment GroupPlanHistoryFields on GroupPlanHistory {
  id
  planId
  createdAt
  status
  freeTrialDays
  plan {
    ...PlanFields
  }
}
fragment GroupFields on Group {
  id
  createdAt
  name
  handle
  viewerRole
  shopifyStore {
    ...ShopifyStoreFields
  }
  instagramAccount {
    id
    accountName
    lastSyncedAt
  }
  planHistory {
    ...GroupPlanHistoryFields
  }
}
fragment ShopifyStoreFields on ShopifyStore {
  id
  groupId
  storeName
  groupName
}`) as unknown as TypedDocumentString<CheckStoreCredentialOwnerQuery, CheckStoreCredentialOwnerQueryVariables>;
export const ConnectShopifyStoreToGroupDocument = new TypedDocumentString(`
    mutation connectShopifyStoreToGroup($storeName: String!, $groupId: ID!) {
  connectShopifyStoreToGroup(storeName: $storeName, groupId: $groupId) {
    ...ShopifyStoreFields
  }
}
    fragment ShopifyStoreFields on ShopifyStore {
  id
  groupId
  storeName
  groupName
}`) as unknown as TypedDocumentString<ConnectShopifyStoreToGroupMutation, ConnectShopifyStoreToGroupMutationVariables>;
export const GetShopifyStoreDocument = new TypedDocumentString(`
    query getShopifyStore {
  getShopifyStore {
    ...ShopifyStoreFields
  }
}
    fragment ShopifyStoreFields on ShopifyStore {
  id
  groupId
  storeName
  groupName
}`) as unknown as TypedDocumentString<GetShopifyStoreQuery, GetShopifyStoreQueryVariables>;