/* eslint-disable */
import * as types from './graphql.js';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation changePassword($password: String!, $newPassword: String!) {\n  changePassword(password: $password, newPassword: $newPassword) {\n    success\n    message\n  }\n}": typeof types.ChangePasswordDocument,
    "mutation changeUserData($firstName: String!, $lastName: String!) {\n  changeUserData(firstName: $firstName, lastName: $lastName) {\n    ...UserFields\n  }\n}": typeof types.ChangeUserDataDocument,
    "mutation deleteUser {\n  deleteUser {\n    success\n    message\n  }\n}": typeof types.DeleteUserDocument,
    "fragment UserFields on User {\n  id\n  firstName\n  lastName\n  email\n  loginProvider\n  showGuidedTour\n  createdAt\n}\n\nfragment AuthFields on Auth {\n  isUser\n  isAdmin\n  email\n  emailVerified\n}": typeof types.UserFieldsFragmentDoc,
    "query getCurrentUser {\n  getCurrentUser {\n    auth {\n      ...AuthFields\n    }\n    user {\n      ...UserFields\n    }\n    groups {\n      ...GroupFields\n    }\n    currentGroup {\n      ...GroupFields\n    }\n  }\n}": typeof types.GetCurrentUserDocument,
    "query getUserData {\n  getUserData {\n    ...UserFields\n  }\n}": typeof types.GetUserDataDocument,
    "mutation hideGuidedTour {\n  hideGuidedTour {\n    success\n    message\n  }\n}": typeof types.HideGuidedTourDocument,
    "mutation login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    success\n    message\n    auth {\n      ...AuthFields\n    }\n    user {\n      ...UserFields\n    }\n  }\n}": typeof types.LoginDocument,
    "mutation loginWithFacebook($token: String!) {\n  loginWithFacebook(token: $token) {\n    success\n    message\n    auth {\n      ...AuthFields\n    }\n    user {\n      ...UserFields\n    }\n  }\n}": typeof types.LoginWithFacebookDocument,
    "mutation loginWithGoogle($code: String!) {\n  loginWithGoogle(code: $code) {\n    success\n    message\n    auth {\n      ...AuthFields\n    }\n    user {\n      ...UserFields\n    }\n  }\n}": typeof types.LoginWithGoogleDocument,
    "mutation logout {\n  logout {\n    success\n    message\n  }\n}": typeof types.LogoutDocument,
    "mutation resendVerificationEmail {\n  resendVerificationEmail {\n    success\n    message\n  }\n}": typeof types.ResendVerificationEmailDocument,
    "mutation resetForgottenPassword($changePasswordId: ID!, $password: String!) {\n  resetForgottenPassword(changePasswordId: $changePasswordId, password: $password) {\n    success\n    message\n  }\n}": typeof types.ResetForgottenPasswordDocument,
    "mutation sendContactUsEmail($name: String!, $email: String!, $message: String!) {\n  sendContactUsEmail(name: $name, email: $email, message: $message) {\n    success\n    message\n  }\n}": typeof types.SendContactUsEmailDocument,
    "mutation sendForgotPasswordEmail($email: String!) {\n  sendForgotPasswordEmail(email: $email) {\n    success\n    message\n  }\n}": typeof types.SendForgotPasswordEmailDocument,
    "mutation signup($email: String!, $password: String!, $firstName: String!, $lastName: String!) {\n  signup(\n    email: $email\n    password: $password\n    firstName: $firstName\n    lastName: $lastName\n  ) {\n    success\n    message\n    auth {\n      ...AuthFields\n    }\n    user {\n      ...UserFields\n    }\n  }\n}": typeof types.SignupDocument,
    "mutation verifyEmail($code: String!) {\n  verifyEmail(code: $code) {\n    success\n    message\n  }\n}": typeof types.VerifyEmailDocument,
    "mutation adminChangeGroupUserRole($groupId: ID!, $userId: ID!, $role: GroupRole!) {\n  adminChangeGroupUserRole(groupId: $groupId, userId: $userId, role: $role) {\n    ...GroupUserFields\n  }\n}": typeof types.AdminChangeGroupUserRoleDocument,
    "query adminGetGroupData($groupId: ID!) {\n  adminGetGroupData(groupId: $groupId) {\n    ...AdminGroupFields\n    history {\n      ...GroupHistoryFields\n    }\n  }\n}": typeof types.AdminGetGroupDataDocument,
    "query adminGetManyGroupsData {\n  adminGetManyGroupsData {\n    ...AdminGroupFields\n  }\n}": typeof types.AdminGetManyGroupsDataDocument,
    "mutation adminRemoveUserFromGroup($groupId: ID!, $userId: ID!) {\n  adminRemoveUserFromGroup(groupId: $groupId, userId: $userId) {\n    success\n    message\n  }\n}": typeof types.AdminRemoveUserFromGroupDocument,
    "mutation adminResetGroupWebhooks($groupId: ID!) {\n  adminResetGroupWebhooks(groupId: $groupId) {\n    ordersCreate\n    appUninstalled\n    cartsCreate\n    cartsUpdate\n  }\n}": typeof types.AdminResetGroupWebhooksDocument,
    "mutation connectDevShopifyStore($storeName: String!, $adminToken: String!) {\n  connectDevShopifyStore(storeName: $storeName, adminToken: $adminToken) {\n    ...ShopifyStoreFields\n  }\n}": typeof types.ConnectDevShopifyStoreDocument,
    "mutation extendFreeTrial($groupId: ID!, $days: Int!) {\n  extendFreeTrial(groupId: $groupId, days: $days) {\n    ...AdminGroupFields\n  }\n}": typeof types.ExtendFreeTrialDocument,
    "fragment AdminGroupFields on Group {\n  ...GroupFields\n  users {\n    ...GroupUserFields\n  }\n  invitations {\n    ...GroupInvitationFields\n  }\n}\n\nfragment AdminUserFields on AdminUser {\n  user {\n    ...UserFields\n  }\n  isAdmin\n  memberships {\n    id\n    groupId\n    role\n    group {\n      id\n      name\n    }\n  }\n}": typeof types.AdminGroupFieldsFragmentDoc,
    "query getUsers {\n  getUsers {\n    ...AdminUserFields\n  }\n}": typeof types.GetUsersDocument,
    "mutation checkAndUpdateGenerativeVideoJobs {\n  checkAndUpdateGenerativeVideoJobs {\n    ...GenerativeVideoJobFields\n  }\n}": typeof types.CheckAndUpdateGenerativeVideoJobsDocument,
    "mutation createSynthesiaVideo($videoInput: SynthesiaVideoInput!, $thumbnailUrl: String!, $generatedTextId: ID) {\n  createSynthesiaVideo(\n    videoInput: $videoInput\n    thumbnailUrl: $thumbnailUrl\n    generatedTextId: $generatedTextId\n  ) {\n    ...GenerativeVideoJobFields\n  }\n}": typeof types.CreateSynthesiaVideoDocument,
    "mutation deleteGenerativeAIKey($type: AIAccountType!) {\n  deleteGenerativeAIKey(type: $type) {\n    success\n    message\n  }\n}": typeof types.DeleteGenerativeAiKeyDocument,
    "fragment GenerativeAIAccountFields on GenerativeAIAccount {\n  id\n  type\n  keyLastFour\n  createdAt\n  updatedAt\n}\n\nfragment GeneratedTextFields on GeneratedText {\n  id\n  createdAt\n  type\n  productId\n  content\n  product {\n    id\n    title\n    thumbnailUrl\n  }\n}\n\nfragment GenerativeVideoJobFields on GenerativeVideoJob {\n  id\n  createdAt\n  updatedAt\n  type\n  generatedVideoId\n  status\n  title\n  thumbnailUrl\n  generatedTextId\n  productId\n  productMentionSeconds\n}": typeof types.GenerativeAiAccountFieldsFragmentDoc,
    "mutation generateProductScript($productId: ID!) {\n  generateProductScript(productId: $productId) {\n    ...GeneratedTextFields\n  }\n}": typeof types.GenerateProductScriptDocument,
    "query getGeneratedTexts($productId: ID) {\n  getGeneratedTexts(productId: $productId) {\n    ...GeneratedTextFields\n  }\n}": typeof types.GetGeneratedTextsDocument,
    "query getGenerativeAIAccounts {\n  getGenerativeAIAccounts {\n    ...GenerativeAIAccountFields\n  }\n}": typeof types.GetGenerativeAiAccountsDocument,
    "query getGenerativeVideoJobs {\n  getGenerativeVideoJobs {\n    ...GenerativeVideoJobFields\n  }\n}": typeof types.GetGenerativeVideoJobsDocument,
    "mutation upsertGenerativeAIKey($type: AIAccountType!, $key: String!) {\n  upsertGenerativeAIKey(type: $type, key: $key) {\n    success\n    message\n  }\n}": typeof types.UpsertGenerativeAiKeyDocument,
    "query getAnalyticsSettings {\n  getAnalyticsSettings {\n    attributionWindowDays\n  }\n}": typeof types.GetAnalyticsSettingsDocument,
    "query getAnalyticsToken {\n  getAnalyticsToken {\n    accessToken\n    expiresAt\n  }\n}": typeof types.GetAnalyticsTokenDocument,
    "mutation updateAnalyticsSettings($attributionWindowDays: Int!) {\n  updateAnalyticsSettings(attributionWindowDays: $attributionWindowDays) {\n    attributionWindowDays\n  }\n}": typeof types.UpdateAnalyticsSettingsDocument,
    "mutation createPlan($subscriptionId: ID!, $freeTrial: Boolean!, $returnUrl: String!) {\n  createPlan(\n    subscriptionId: $subscriptionId\n    freeTrial: $freeTrial\n    returnUrl: $returnUrl\n  ) {\n    requiresConfirmation\n    confirmationUrl\n  }\n}": typeof types.CreatePlanDocument,
    "fragment PlanFields on Plan {\n  id\n  price\n  features {\n    analytics\n    branding\n    instagram\n  }\n}\n\nfragment GroupPlanHistoryFields on GroupPlanHistory {\n  id\n  planId\n  createdAt\n  status\n  freeTrialDays\n  plan {\n    ...PlanFields\n  }\n}": typeof types.PlanFieldsFragmentDoc,
    "mutation reconcilePlan {\n  reconcilePlan {\n    changedPlan\n    messages\n  }\n}": typeof types.ReconcilePlanDocument,
    "mutation deleteBrandingSettings {\n  deleteBrandingSettings {\n    ...BrandingSettingsFields\n  }\n}": typeof types.DeleteBrandingSettingsDocument,
    "fragment BrandingSettingsFields on BrandingSettings {\n  buttonBackgroundColor\n  buttonTextColor\n  buttonBorderRadius\n  buttonFontName\n  buttonFontUrl\n  textColor\n  textHighlightColor\n  textFontName\n  textFontUrl\n  bannerHighlightColor\n  productCardBackgroundColor\n  hideVendyBranding\n}": typeof types.BrandingSettingsFieldsFragmentDoc,
    "query getBrandingSettings {\n  getBrandingSettings {\n    ...BrandingSettingsFields\n  }\n}": typeof types.GetBrandingSettingsDocument,
    "mutation upsertBrandingSettings($settings: BrandingSettingsInput!) {\n  upsertBrandingSettings(settings: $settings) {\n    ...BrandingSettingsFields\n  }\n}": typeof types.UpsertBrandingSettingsDocument,
    "query adminGetAffiliateLinks($groupId: ID!) {\n  adminGetAffiliateLinks(groupId: $groupId) {\n    ...AffiliateLinkFields\n  }\n}": typeof types.AdminGetAffiliateLinksDocument,
    "query adminGetProductCollections($groupId: ID!) {\n  adminGetProductCollections(groupId: $groupId) {\n    ...ProductCollectionFields\n  }\n}": typeof types.AdminGetProductCollectionsDocument,
    "query adminGetProducts($groupId: ID!) {\n  adminGetProducts(groupId: $groupId) {\n    ...ProductFields\n  }\n}": typeof types.AdminGetProductsDocument,
    "mutation archiveAffiliateLink($affiliateLinkId: ID!) {\n  archiveAffiliateLink(affiliateLinkId: $affiliateLinkId) {\n    success\n    message\n  }\n}": typeof types.ArchiveAffiliateLinkDocument,
    "mutation archiveProduct($productId: ID!) {\n  archiveProduct(productId: $productId) {\n    success\n    message\n  }\n}": typeof types.ArchiveProductDocument,
    "mutation deleteProductCollection($collectionId: ID!) {\n  deleteProductCollection(collectionId: $collectionId) {\n    success\n    message\n  }\n}": typeof types.DeleteProductCollectionDocument,
    "fragment VariantFields on Variant {\n  id\n  title\n  price\n  imageOriginalSrc\n  imageUrl\n  thumbnailUrl\n  selectedOptions {\n    name\n    value\n  }\n}\n\nfragment ProductImageFields on ProductImage {\n  imageOriginalSrc\n  imageUrl\n  thumbnailUrl\n  isFeatured\n}\n\nfragment ProductFields on Product {\n  id\n  alternateId\n  title\n  description\n  descriptionHtml\n  price\n  availableForSale\n  productType\n  vendor\n  handle\n  imageOriginalSrc\n  imageUrl\n  thumbnailUrl\n  variants {\n    ...VariantFields\n  }\n  images {\n    ...ProductImageFields\n  }\n}\n\nfragment ProductSummaryFields on Product {\n  id\n  alternateId\n  title\n  price\n  imageUrl\n  thumbnailUrl\n}\n\nfragment ProductCollectionFields on ProductCollection {\n  id\n  alternateId\n  title\n  description\n  handle\n  items {\n    productId\n    product {\n      ...ProductSummaryFields\n    }\n  }\n}\n\nfragment AffiliateLinkImageFields on AffiliateLinkImage {\n  id\n  affiliateLinkId\n  imageUrl\n  thumbnailUrl\n  rank\n}\n\nfragment AffiliateLinkFields on AffiliateLink {\n  id\n  createdAt\n  updatedAt\n  groupId\n  title\n  description\n  price\n  ctaText\n  url\n  images {\n    ...AffiliateLinkImageFields\n  }\n}": typeof types.VariantFieldsFragmentDoc,
    "query getAffiliateLinks {\n  getAffiliateLinks {\n    ...AffiliateLinkFields\n  }\n}": typeof types.GetAffiliateLinksDocument,
    "query getBulkOperationStatus($operationId: ID!) {\n  getBulkOperationStatus(operationId: $operationId) {\n    url\n    completed\n    status\n    objectCount\n  }\n}": typeof types.GetBulkOperationStatusDocument,
    "query getProductCollections {\n  getProductCollections {\n    ...ProductCollectionFields\n  }\n}": typeof types.GetProductCollectionsDocument,
    "mutation getProductCollectionsBulk {\n  getProductCollectionsBulk {\n    operationId\n  }\n}": typeof types.GetProductCollectionsBulkDocument,
    "query getProducts {\n  getProducts {\n    ...ProductFields\n  }\n}": typeof types.GetProductsDocument,
    "mutation getProductsBulk {\n  getProductsBulk {\n    operationId\n  }\n}": typeof types.GetProductsBulkDocument,
    "query getProductsPaginated($searchInput: ProductSearchInput!) {\n  getProductsPaginated(searchInput: $searchInput) {\n    products {\n      ...ProductFields\n    }\n    count\n  }\n}": typeof types.GetProductsPaginatedDocument,
    "mutation upsertAffiliateLink($id: ID, $title: String!, $description: String, $price: Float!, $ctaText: String, $url: String!, $images: [AffiliateLinkImageInput!]) {\n  upsertAffiliateLink(\n    id: $id\n    title: $title\n    description: $description\n    price: $price\n    ctaText: $ctaText\n    url: $url\n    images: $images\n  ) {\n    ...AffiliateLinkFields\n  }\n}": typeof types.UpsertAffiliateLinkDocument,
    "mutation upsertProductCollections($collections: [ProductCollectionInput!]!) {\n  upsertProductCollections(collections: $collections) {\n    ...ProductCollectionFields\n  }\n}": typeof types.UpsertProductCollectionsDocument,
    "mutation upsertProducts($products: [ProductInput!]!) {\n  upsertProducts(products: $products) {\n    ...ProductFields\n  }\n}": typeof types.UpsertProductsDocument,
    "mutation acceptGroupInvitation($inviteId: ID!) {\n  acceptGroupInvitation(inviteId: $inviteId) {\n    ...GroupUserFields\n    group {\n      ...GroupFields\n    }\n  }\n}": typeof types.AcceptGroupInvitationDocument,
    "mutation changeGroupUserRole($userId: ID!, $role: GroupRole!) {\n  changeGroupUserRole(userId: $userId, role: $role) {\n    ...GroupUserFields\n  }\n}": typeof types.ChangeGroupUserRoleDocument,
    "mutation createGroup($name: String!) {\n  createGroup(name: $name) {\n    ...GroupFields\n  }\n}": typeof types.CreateGroupDocument,
    "mutation declineGroupInvitation($inviteId: ID!) {\n  declineGroupInvitation(inviteId: $inviteId) {\n    success\n    message\n  }\n}": typeof types.DeclineGroupInvitationDocument,
    "fragment GroupFields on Group {\n  id\n  createdAt\n  name\n  handle\n  viewerRole\n  shopifyStore {\n    ...ShopifyStoreFields\n  }\n  instagramAccount {\n    id\n    accountName\n    lastSyncedAt\n  }\n  planHistory {\n    ...GroupPlanHistoryFields\n  }\n}\n\nfragment GroupUserFields on GroupUser {\n  id\n  userId\n  groupId\n  role\n  user {\n    id\n    firstName\n    lastName\n    email\n  }\n}\n\nfragment GroupInvitationFields on GroupInvitation {\n  id\n  email\n  groupId\n  role\n  status\n  invitedByUserId\n  createdAt\n  group {\n    id\n    name\n  }\n}\n\nfragment GroupHistoryFields on GroupHistory {\n  id\n  userId\n  groupId\n  eventType\n  notes\n  createdAt\n}": typeof types.GroupFieldsFragmentDoc,
    "query getGroupsPendingInvitations {\n  getGroupsPendingInvitations {\n    ...GroupInvitationFields\n  }\n}": typeof types.GetGroupsPendingInvitationsDocument,
    "query getResourceCounts {\n  getResourceCounts {\n    videos\n    productCollections\n    products\n    strategies\n    widgets\n    instagramFeeds\n  }\n}": typeof types.GetResourceCountsDocument,
    "query getUsersInGroup {\n  getUsersInGroup {\n    ...GroupUserFields\n  }\n}": typeof types.GetUsersInGroupDocument,
    "query getUsersPendingGroupInvitations {\n  getUsersPendingGroupInvitations {\n    ...GroupInvitationFields\n  }\n}": typeof types.GetUsersPendingGroupInvitationsDocument,
    "mutation inviteUserToGroup($email: String!, $role: GroupRole!) {\n  inviteUserToGroup(email: $email, role: $role) {\n    ...GroupInvitationFields\n  }\n}": typeof types.InviteUserToGroupDocument,
    "mutation ownerDeleteGroup($groupName: String!) {\n  ownerDeleteGroup(groupName: $groupName) {\n    success\n    message\n  }\n}": typeof types.OwnerDeleteGroupDocument,
    "mutation removeUserFromGroup($userId: ID!) {\n  removeUserFromGroup(userId: $userId) {\n    success\n    message\n  }\n}": typeof types.RemoveUserFromGroupDocument,
    "mutation rescindGroupInvitation($inviteId: ID!) {\n  rescindGroupInvitation(inviteId: $inviteId) {\n    success\n    message\n  }\n}": typeof types.RescindGroupInvitationDocument,
    "mutation setCurrentGroup($groupId: ID!) {\n  setCurrentGroup(groupId: $groupId) {\n    ...GroupFields\n  }\n}": typeof types.SetCurrentGroupDocument,
    "mutation updateGroup($name: String!) {\n  updateGroup(name: $name) {\n    ...GroupFields\n  }\n}": typeof types.UpdateGroupDocument,
    "mutation upsertGroupHandle($handle: String!) {\n  upsertGroupHandle(handle: $handle) {\n    ...GroupFields\n  }\n}": typeof types.UpsertGroupHandleDocument,
    "mutation deleteInstagramFeed($feedId: ID!) {\n  deleteInstagramFeed(feedId: $feedId) {\n    success\n    message\n  }\n}": typeof types.DeleteInstagramFeedDocument,
    "mutation disconnectInstagramAccount {\n  disconnectInstagramAccount {\n    success\n    message\n  }\n}": typeof types.DisconnectInstagramAccountDocument,
    "fragment InstagramAccountFields on InstagramAccount {\n  id\n  createdAt\n  accountName\n  groupId\n  lastSyncedAt\n}\n\nfragment InstagramMediaFields on InstagramMedia {\n  id\n  createdAt\n  externalId\n  mediaType\n  mediaUrl\n  postedAt\n  thumbnailUrl\n  caption\n  mediaExpires\n  thumbnailExpires\n  parentMediaExternalId\n  rank\n}\n\nfragment InstagramFeedFields on InstagramFeed {\n  id\n  createdAt\n  updatedAt\n  title\n  groupId\n}": typeof types.InstagramAccountFieldsFragmentDoc,
    "query getEmbeddedInstagramFeed($instagramFeedId: ID!) {\n  getEmbeddedInstagramFeed(instagramFeedId: $instagramFeedId) {\n    feed {\n      ...InstagramFeedFields\n    }\n    media {\n      ...InstagramMediaFields\n    }\n    handle\n    brandingSettings {\n      ...BrandingSettingsFields\n    }\n  }\n}": typeof types.GetEmbeddedInstagramFeedDocument,
    "query getInstagramAccount {\n  getInstagramAccount {\n    ...InstagramAccountFields\n  }\n}": typeof types.GetInstagramAccountDocument,
    "query getInstagramFeeds {\n  getInstagramFeeds {\n    ...InstagramFeedFields\n  }\n}": typeof types.GetInstagramFeedsDocument,
    "query getInstagramMedia {\n  getInstagramMedia {\n    ...InstagramMediaFields\n  }\n}": typeof types.GetInstagramMediaDocument,
    "query getInstagramVideos {\n  getInstagramVideos {\n    id\n    mediaUrl\n    timestamp\n    thumbnailUrl\n  }\n}": typeof types.GetInstagramVideosDocument,
    "mutation setupInstagramAccount($code: String!) {\n  setupInstagramAccount(code: $code) {\n    ...InstagramAccountFields\n  }\n}": typeof types.SetupInstagramAccountDocument,
    "mutation syncInstagramAccount {\n  syncInstagramAccount {\n    ...InstagramAccountFields\n  }\n}": typeof types.SyncInstagramAccountDocument,
    "mutation upsertInstagramFeed($id: ID!, $title: String!) {\n  upsertInstagramFeed(id: $id, title: $title) {\n    ...InstagramFeedFields\n  }\n}": typeof types.UpsertInstagramFeedDocument,
    "query adminGetVirtualVideos($groupId: ID!) {\n  adminGetVirtualVideos(groupId: $groupId) {\n    ...VirtualVideoFields\n  }\n}": typeof types.AdminGetVirtualVideosDocument,
    "query adminGetWidgets($groupId: ID!) {\n  adminGetWidgets(groupId: $groupId) {\n    ...WidgetFields\n  }\n}": typeof types.AdminGetWidgetsDocument,
    "mutation attachMediaCollectionToWidget($widgetId: ID!, $mediaCollectionId: ID!) {\n  attachMediaCollectionToWidget(\n    widgetId: $widgetId\n    mediaCollectionId: $mediaCollectionId\n  ) {\n    success\n    message\n  }\n}": typeof types.AttachMediaCollectionToWidgetDocument,
    "mutation attachVirtualVideoToWidget($widgetId: ID!, $virtualVideoId: ID!) {\n  attachVirtualVideoToWidget(widgetId: $widgetId, virtualVideoId: $virtualVideoId) {\n    success\n    message\n  }\n}": typeof types.AttachVirtualVideoToWidgetDocument,
    "mutation deleteMediaCollection($collectionId: ID!) {\n  deleteMediaCollection(collectionId: $collectionId) {\n    success\n    message\n  }\n}": typeof types.DeleteMediaCollectionDocument,
    "mutation deleteWidget($id: ID!) {\n  deleteWidget(id: $id) {\n    success\n    message\n  }\n}": typeof types.DeleteWidgetDocument,
    "fragment LayoutVideoFields on Video {\n  id\n  title\n  url\n  duration\n  aspectRatio\n  status\n  thumbnailUrl\n  source\n  sourceId\n  loop\n}\n\nfragment LayoutAudioFields on Audio {\n  id\n  title\n  url\n  duration\n  loop\n}\n\nfragment LayoutImageCollectionFields on ImageCollection {\n  id\n  title\n  thumbnailUrl\n  source\n  items {\n    rank\n    imageId\n    image {\n      id\n      title\n      imageUrl\n      aspectRatio\n    }\n  }\n}\n\nfragment VirtualVideoSegmentFields on VirtualVideoSegment {\n  id\n  title\n  rank\n  startTime\n  endTime\n  videoId\n  audioId\n  imageCollectionId\n  video {\n    ...LayoutVideoFields\n  }\n  audio {\n    ...LayoutAudioFields\n  }\n  imageCollection {\n    ...LayoutImageCollectionFields\n  }\n  audioSrc\n  overlayId\n  overlay {\n    ...LayoutImageCollectionFields\n  }\n  overlayStart\n  overlayEnd\n  overlayX\n  overlayY\n  overlayWidth\n  overlayHeight\n}\n\nfragment VirtualVideoFields on VirtualVideo {\n  id\n  createdAt\n  updatedAt\n  groupId\n  title\n  segments {\n    ...VirtualVideoSegmentFields\n  }\n}\n\nfragment VirtualVideoSummaryFields on VirtualVideo {\n  id\n  createdAt\n  updatedAt\n  title\n  segments {\n    id\n    rank\n    videoId\n    imageCollectionId\n    video {\n      id\n      title\n      thumbnailUrl\n      status\n    }\n    imageCollection {\n      id\n      title\n      thumbnailUrl\n    }\n  }\n}\n\nfragment MediaCollectionFields on MediaCollection {\n  id\n  createdAt\n  updatedAt\n  title\n  thumbnailUrl\n  items {\n    rank\n    virtualVideoId\n    videoId\n    imageCollectionId\n    virtualVideo {\n      ...VirtualVideoFields\n    }\n    video {\n      ...LayoutVideoFields\n    }\n    imageCollection {\n      ...LayoutImageCollectionFields\n    }\n  }\n}\n\nfragment WidgetFields on Widget {\n  id\n  createdAt\n  updatedAt\n  groupId\n  title\n  type\n  status\n  videoId\n  mediaCollectionId\n  imageCollectionId\n  virtualVideoId\n  video {\n    id\n    title\n    thumbnailUrl\n    source\n  }\n  imageCollection {\n    id\n    title\n    thumbnailUrl\n  }\n  virtualVideo {\n    ...VirtualVideoSummaryFields\n  }\n  mediaCollection {\n    id\n    title\n    thumbnailUrl\n    items {\n      rank\n      virtualVideoId\n      videoId\n      imageCollectionId\n      virtualVideo {\n        ...VirtualVideoSummaryFields\n      }\n    }\n  }\n}\n\nfragment VideoPosterFields on Video {\n  id\n  thumbnailSources {\n    url\n    width\n    type\n  }\n}\n\nfragment EmbeddedWidgetFields on Widget {\n  id\n  updatedAt\n  groupId\n  title\n  type\n  status\n  videoId\n  mediaCollectionId\n  imageCollectionId\n  virtualVideoId\n  video {\n    ...LayoutVideoFields\n    ...VideoPosterFields\n  }\n  imageCollection {\n    ...LayoutImageCollectionFields\n  }\n  virtualVideo {\n    ...VirtualVideoFields\n    segments {\n      id\n      video {\n        ...VideoPosterFields\n      }\n    }\n  }\n  mediaCollection {\n    ...MediaCollectionFields\n    items {\n      rank\n      video {\n        ...VideoPosterFields\n      }\n      virtualVideo {\n        id\n        segments {\n          id\n          video {\n            ...VideoPosterFields\n          }\n        }\n      }\n    }\n  }\n  brandingSettings {\n    ...BrandingSettingsFields\n  }\n}": typeof types.LayoutVideoFieldsFragmentDoc,
    "query getEmbeddedWidget($widgetId: ID!) {\n  getEmbeddedWidget(widgetId: $widgetId) {\n    ...EmbeddedWidgetFields\n  }\n}": typeof types.GetEmbeddedWidgetDocument,
    "query getMediaCollections {\n  getMediaCollections {\n    ...MediaCollectionFields\n  }\n}": typeof types.GetMediaCollectionsDocument,
    "query getVirtualVideos {\n  getVirtualVideos {\n    ...VirtualVideoFields\n  }\n}": typeof types.GetVirtualVideosDocument,
    "query getWidgets {\n  getWidgets {\n    ...WidgetFields\n  }\n}": typeof types.GetWidgetsDocument,
    "mutation markWidgetAsReady($widgetId: ID!) {\n  markWidgetAsReady(widgetId: $widgetId) {\n    success\n    message\n  }\n}": typeof types.MarkWidgetAsReadyDocument,
    "mutation upsertMediaCollection($id: ID, $title: String!, $thumbnailUrl: String, $items: [MediaCollectionItemInput!]!) {\n  upsertMediaCollection(\n    id: $id\n    title: $title\n    thumbnailUrl: $thumbnailUrl\n    items: $items\n  ) {\n    ...MediaCollectionFields\n  }\n}": typeof types.UpsertMediaCollectionDocument,
    "mutation upsertVirtualVideo($id: ID, $title: String!, $segments: [VirtualVideoSegmentInput!]!) {\n  upsertVirtualVideo(id: $id, title: $title, segments: $segments) {\n    ...VirtualVideoFields\n  }\n}": typeof types.UpsertVirtualVideoDocument,
    "mutation upsertWidgetBase($id: ID, $title: String!, $type: LayoutType!) {\n  upsertWidgetBase(id: $id, title: $title, type: $type)\n}": typeof types.UpsertWidgetBaseDocument,
    "query adminGetAudios($groupId: ID!) {\n  adminGetAudios(groupId: $groupId) {\n    ...AudioFields\n  }\n}": typeof types.AdminGetAudiosDocument,
    "query adminGetImageCollections($groupId: ID!) {\n  adminGetImageCollections(groupId: $groupId) {\n    ...ImageCollectionFields\n  }\n}": typeof types.AdminGetImageCollectionsDocument,
    "query adminGetVideos($groupId: ID!) {\n  adminGetVideos(groupId: $groupId) {\n    ...VideoFields\n  }\n}": typeof types.AdminGetVideosDocument,
    "mutation checkAndUpdateVideoStatus($videoId: ID!) {\n  checkAndUpdateVideoStatus(videoId: $videoId) {\n    ...VideoFields\n  }\n}": typeof types.CheckAndUpdateVideoStatusDocument,
    "mutation deleteAudio($audioId: ID!) {\n  deleteAudio(audioId: $audioId) {\n    success\n    message\n  }\n}": typeof types.DeleteAudioDocument,
    "mutation deleteImage($imageId: ID!) {\n  deleteImage(imageId: $imageId) {\n    success\n    message\n  }\n}": typeof types.DeleteImageDocument,
    "mutation deleteImageCollection($collectionId: ID!) {\n  deleteImageCollection(collectionId: $collectionId) {\n    success\n    message\n  }\n}": typeof types.DeleteImageCollectionDocument,
    "mutation deleteVideo($videoId: ID!) {\n  deleteVideo(videoId: $videoId) {\n    success\n    message\n  }\n}": typeof types.DeleteVideoDocument,
    "fragment VideoFields on Video {\n  id\n  createdAt\n  updatedAt\n  title\n  description\n  url\n  duration\n  aspectRatio\n  status\n  thumbnailUrl\n  externalId\n  source\n  sourceId\n  loop\n}\n\nfragment AudioFields on Audio {\n  id\n  createdAt\n  updatedAt\n  title\n  description\n  url\n  duration\n  status\n  externalId\n  loop\n}\n\nfragment ImageFields on Image {\n  id\n  createdAt\n  updatedAt\n  title\n  description\n  aspectRatio\n  imageUrl\n  source\n  sourceId\n}\n\nfragment ImageCollectionFields on ImageCollection {\n  id\n  createdAt\n  updatedAt\n  title\n  thumbnailUrl\n  source\n  items {\n    rank\n    imageId\n    image {\n      ...ImageFields\n    }\n  }\n}\n\nfragment AssetUploadUrlFields on AssetUploadUrl {\n  fileName\n  fileKey\n  url\n  objectExists\n}": typeof types.VideoFieldsFragmentDoc,
    "query getAffiliateLinkImageUploadUrls($fileData: [FileDataInput!]!) {\n  getAffiliateLinkImageUploadUrls(fileData: $fileData) {\n    ...AssetUploadUrlFields\n  }\n}": typeof types.GetAffiliateLinkImageUploadUrlsDocument,
    "query getAudioUploadUrl($fileName: String!) {\n  getAudioUploadUrl(fileName: $fileName) {\n    id\n    url\n  }\n}": typeof types.GetAudioUploadUrlDocument,
    "query getAudios {\n  getAudios {\n    ...AudioFields\n  }\n}": typeof types.GetAudiosDocument,
    "query getImageCollections {\n  getImageCollections {\n    ...ImageCollectionFields\n  }\n}": typeof types.GetImageCollectionsDocument,
    "query getImageUploadUrls($fileData: [FileDataInput!]!) {\n  getImageUploadUrls(fileData: $fileData) {\n    ...AssetUploadUrlFields\n  }\n}": typeof types.GetImageUploadUrlsDocument,
    "query getProductImageUploadUrls($fileData: [FileDataInput!]!) {\n  getProductImageUploadUrls(fileData: $fileData) {\n    ...AssetUploadUrlFields\n  }\n}": typeof types.GetProductImageUploadUrlsDocument,
    "query getVideoImageUploadUrl($fileName: String!, $fileType: String!) {\n  getVideoImageUploadUrl(fileName: $fileName, fileType: $fileType) {\n    ...AssetUploadUrlFields\n  }\n}": typeof types.GetVideoImageUploadUrlDocument,
    "query getVideoUploadUrl($fileName: String!, $size: Float!, $duration: Int!) {\n  getVideoUploadUrl(fileName: $fileName, size: $size, duration: $duration) {\n    id\n    url\n  }\n}": typeof types.GetVideoUploadUrlDocument,
    "query getVideoUploadUsage {\n  getVideoUploadUsage {\n    planId\n    limitMinutes\n    usedMinutes\n    remainingMinutes\n    periodStart\n    periodEnd\n  }\n}": typeof types.GetVideoUploadUsageDocument,
    "query getVideos {\n  getVideos {\n    ...VideoFields\n  }\n}": typeof types.GetVideosDocument,
    "mutation saveImageCollection($title: String!, $items: [ImageCollectionItemInput!]!) {\n  saveImageCollection(title: $title, items: $items) {\n    success\n    errorMessage\n    imageCollection {\n      ...ImageCollectionFields\n    }\n    uploadedImages {\n      ...ImageFields\n    }\n  }\n}": typeof types.SaveImageCollectionDocument,
    "mutation uploadVideoFromUrl($url: String!, $title: String!) {\n  uploadVideoFromUrl(url: $url, title: $title)\n}": typeof types.UploadVideoFromUrlDocument,
    "mutation upsertAudio($id: ID, $title: String!, $description: String, $url: String, $duration: Float, $externalId: String, $loop: Boolean) {\n  upsertAudio(\n    id: $id\n    title: $title\n    description: $description\n    url: $url\n    duration: $duration\n    externalId: $externalId\n    loop: $loop\n  ) {\n    ...AudioFields\n  }\n}": typeof types.UpsertAudioDocument,
    "mutation upsertImage($id: ID, $title: String!, $description: String, $aspectRatio: Float, $imageUrl: String, $source: ImageSource, $sourceId: String) {\n  upsertImage(\n    id: $id\n    title: $title\n    description: $description\n    aspectRatio: $aspectRatio\n    imageUrl: $imageUrl\n    source: $source\n    sourceId: $sourceId\n  ) {\n    ...ImageFields\n  }\n}": typeof types.UpsertImageDocument,
    "mutation upsertImageCollection($id: ID, $title: String!, $items: [ImageCollectionImageInput!]) {\n  upsertImageCollection(id: $id, title: $title, items: $items) {\n    ...ImageCollectionFields\n  }\n}": typeof types.UpsertImageCollectionDocument,
    "mutation upsertVideo($id: ID, $title: String!, $description: String, $url: String, $thumbnailUrl: String, $duration: Float, $aspectRatio: Float, $externalId: String, $loop: Boolean, $source: VideoSource, $sourceId: String) {\n  upsertVideo(\n    id: $id\n    title: $title\n    description: $description\n    url: $url\n    thumbnailUrl: $thumbnailUrl\n    duration: $duration\n    aspectRatio: $aspectRatio\n    externalId: $externalId\n    loop: $loop\n    source: $source\n    sourceId: $sourceId\n  ) {\n    ...VideoFields\n  }\n}": typeof types.UpsertVideoDocument,
    "query adminGetExperiments($groupId: ID!) {\n  adminGetExperiments(groupId: $groupId) {\n    ...ExperimentFields\n  }\n}": typeof types.AdminGetExperimentsDocument,
    "query adminGetStrategies($groupId: ID!) {\n  adminGetStrategies(groupId: $groupId) {\n    ...StrategyFields\n  }\n}": typeof types.AdminGetStrategiesDocument,
    "mutation deleteExperiment($id: ID!) {\n  deleteExperiment(id: $id) {\n    success\n    message\n  }\n}": typeof types.DeleteExperimentDocument,
    "mutation deleteStrategy($id: ID!) {\n  deleteStrategy(id: $id) {\n    success\n    message\n  }\n}": typeof types.DeleteStrategyDocument,
    "fragment IndividualAssignmentFields on IndividualAssignment {\n  id\n  productId\n  affiliateLinkId\n  adType\n  name\n  rank\n  startTimeIndex\n  instagramMediaId\n}\n\nfragment MultipleAssignmentFields on MultipleAssignment {\n  id\n  productCollectionId\n  adType\n  name\n  rank\n  startTimeIndex\n  bannerInterval\n}\n\nfragment StrategyFields on Strategy {\n  id\n  createdAt\n  updatedAt\n  title\n  individualAssignments {\n    ...IndividualAssignmentFields\n  }\n  multipleAssignments {\n    ...MultipleAssignmentFields\n  }\n}\n\nfragment ExperimentFields on Experiment {\n  id\n  createdAt\n  updatedAt\n  title\n  virtualVideoId\n  instagramFeedId\n  items {\n    id\n    strategyId\n    rangePercentage\n    ranges {\n      id\n      start\n      end\n    }\n    strategy {\n      ...StrategyFields\n    }\n  }\n}\n\nfragment ExperimentDataProductFields on Product {\n  id\n  title\n  vendor\n  productType\n  handle\n  price\n  imageUrl\n  thumbnailUrl\n  images {\n    imageUrl\n    thumbnailUrl\n    isFeatured\n  }\n  variants {\n    id\n    title\n    price\n    imageUrl\n    thumbnailUrl\n    selectedOptions {\n      name\n      value\n    }\n  }\n}\n\nfragment ExperimentDataProductCollectionFields on ProductCollection {\n  id\n  title\n  items {\n    productId\n  }\n}\n\nfragment ExperimentDataAffiliateLinkFields on AffiliateLink {\n  id\n  title\n  price\n  ctaText\n  url\n  images {\n    id\n    imageUrl\n    thumbnailUrl\n    rank\n  }\n}": typeof types.IndividualAssignmentFieldsFragmentDoc,
    "query getExperimentData($virtualVideoId: ID, $instagramFeedId: ID) {\n  getExperimentData(\n    virtualVideoId: $virtualVideoId\n    instagramFeedId: $instagramFeedId\n  ) {\n    experiment {\n      ...ExperimentFields\n    }\n    products {\n      ...ExperimentDataProductFields\n    }\n    productCollections {\n      ...ExperimentDataProductCollectionFields\n    }\n    affiliateLinks {\n      ...ExperimentDataAffiliateLinkFields\n    }\n    shopifyStore {\n      id\n      storeName\n    }\n  }\n}": typeof types.GetExperimentDataDocument,
    "query getExperimentForInstagramFeed($id: ID!) {\n  getExperimentForInstagramFeed(id: $id) {\n    ...ExperimentFields\n  }\n}": typeof types.GetExperimentForInstagramFeedDocument,
    "query getExperimentForVirtualVideo($id: ID!) {\n  getExperimentForVirtualVideo(id: $id) {\n    ...ExperimentFields\n  }\n}": typeof types.GetExperimentForVirtualVideoDocument,
    "query getExperiments {\n  getExperiments {\n    ...ExperimentFields\n  }\n}": typeof types.GetExperimentsDocument,
    "query getStrategies {\n  getStrategies {\n    ...StrategyFields\n  }\n}": typeof types.GetStrategiesDocument,
    "mutation upsertExperiment($id: ID, $title: String!, $virtualVideoId: ID, $instagramFeedId: ID, $items: [ExperimentItemInput!]!) {\n  upsertExperiment(\n    id: $id\n    title: $title\n    virtualVideoId: $virtualVideoId\n    instagramFeedId: $instagramFeedId\n    items: $items\n  ) {\n    ...ExperimentFields\n  }\n}": typeof types.UpsertExperimentDocument,
    "mutation upsertStrategy($id: ID, $title: String!, $assignments: StrategyAssignmentsInput!) {\n  upsertStrategy(id: $id, title: $title, assignments: $assignments)\n}": typeof types.UpsertStrategyDocument,
    "mutation deleteSliderPage($sliderPageId: ID!) {\n  deleteSliderPage(sliderPageId: $sliderPageId) {\n    success\n    message\n  }\n}": typeof types.DeleteSliderPageDocument,
    "fragment SliderFields on Slider {\n  id\n  title\n  rank\n  sliderItems {\n    id\n    rank\n    virtualVideoId\n    virtualVideo {\n      ...VirtualVideoSummaryFields\n    }\n  }\n}\n\nfragment SliderPageFields on SliderPage {\n  id\n  createdAt\n  updatedAt\n  groupId\n  groupHandle\n  title\n  description\n  slug\n  sliders {\n    ...SliderFields\n  }\n  featuredSlider {\n    ...SliderFields\n  }\n}": typeof types.SliderFieldsFragmentDoc,
    "query getEmbeddedSliderItem($sliderItemId: ID!) {\n  getEmbeddedSliderItem(sliderItemId: $sliderItemId) {\n    ...EmbeddedWidgetFields\n  }\n}": typeof types.GetEmbeddedSliderItemDocument,
    "query getSliderPages {\n  getSliderPages {\n    ...SliderPageFields\n  }\n}": typeof types.GetSliderPagesDocument,
    "mutation upsertSliderPage($page: SliderPageInput!) {\n  upsertSliderPage(page: $page) {\n    ...SliderPageFields\n  }\n}": typeof types.UpsertSliderPageDocument,
    "query checkStoreCredentialOwner($storeName: String!) {\n  checkStoreCredentialOwner(storeName: $storeName) {\n    hasPermission\n    group {\n      ...GroupFields\n    }\n  }\n}": typeof types.CheckStoreCredentialOwnerDocument,
    "mutation connectShopifyStoreToGroup($storeName: String!, $groupId: ID!) {\n  connectShopifyStoreToGroup(storeName: $storeName, groupId: $groupId) {\n    ...ShopifyStoreFields\n  }\n}": typeof types.ConnectShopifyStoreToGroupDocument,
    "fragment ShopifyStoreFields on ShopifyStore {\n  id\n  groupId\n  storeName\n  groupName\n}": typeof types.ShopifyStoreFieldsFragmentDoc,
    "query getShopifyStore {\n  getShopifyStore {\n    ...ShopifyStoreFields\n  }\n}": typeof types.GetShopifyStoreDocument,
};
const documents: Documents = {
    "mutation changePassword($password: String!, $newPassword: String!) {\n  changePassword(password: $password, newPassword: $newPassword) {\n    success\n    message\n  }\n}": types.ChangePasswordDocument,
    "mutation changeUserData($firstName: String!, $lastName: String!) {\n  changeUserData(firstName: $firstName, lastName: $lastName) {\n    ...UserFields\n  }\n}": types.ChangeUserDataDocument,
    "mutation deleteUser {\n  deleteUser {\n    success\n    message\n  }\n}": types.DeleteUserDocument,
    "fragment UserFields on User {\n  id\n  firstName\n  lastName\n  email\n  loginProvider\n  showGuidedTour\n  createdAt\n}\n\nfragment AuthFields on Auth {\n  isUser\n  isAdmin\n  email\n  emailVerified\n}": types.UserFieldsFragmentDoc,
    "query getCurrentUser {\n  getCurrentUser {\n    auth {\n      ...AuthFields\n    }\n    user {\n      ...UserFields\n    }\n    groups {\n      ...GroupFields\n    }\n    currentGroup {\n      ...GroupFields\n    }\n  }\n}": types.GetCurrentUserDocument,
    "query getUserData {\n  getUserData {\n    ...UserFields\n  }\n}": types.GetUserDataDocument,
    "mutation hideGuidedTour {\n  hideGuidedTour {\n    success\n    message\n  }\n}": types.HideGuidedTourDocument,
    "mutation login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    success\n    message\n    auth {\n      ...AuthFields\n    }\n    user {\n      ...UserFields\n    }\n  }\n}": types.LoginDocument,
    "mutation loginWithFacebook($token: String!) {\n  loginWithFacebook(token: $token) {\n    success\n    message\n    auth {\n      ...AuthFields\n    }\n    user {\n      ...UserFields\n    }\n  }\n}": types.LoginWithFacebookDocument,
    "mutation loginWithGoogle($code: String!) {\n  loginWithGoogle(code: $code) {\n    success\n    message\n    auth {\n      ...AuthFields\n    }\n    user {\n      ...UserFields\n    }\n  }\n}": types.LoginWithGoogleDocument,
    "mutation logout {\n  logout {\n    success\n    message\n  }\n}": types.LogoutDocument,
    "mutation resendVerificationEmail {\n  resendVerificationEmail {\n    success\n    message\n  }\n}": types.ResendVerificationEmailDocument,
    "mutation resetForgottenPassword($changePasswordId: ID!, $password: String!) {\n  resetForgottenPassword(changePasswordId: $changePasswordId, password: $password) {\n    success\n    message\n  }\n}": types.ResetForgottenPasswordDocument,
    "mutation sendContactUsEmail($name: String!, $email: String!, $message: String!) {\n  sendContactUsEmail(name: $name, email: $email, message: $message) {\n    success\n    message\n  }\n}": types.SendContactUsEmailDocument,
    "mutation sendForgotPasswordEmail($email: String!) {\n  sendForgotPasswordEmail(email: $email) {\n    success\n    message\n  }\n}": types.SendForgotPasswordEmailDocument,
    "mutation signup($email: String!, $password: String!, $firstName: String!, $lastName: String!) {\n  signup(\n    email: $email\n    password: $password\n    firstName: $firstName\n    lastName: $lastName\n  ) {\n    success\n    message\n    auth {\n      ...AuthFields\n    }\n    user {\n      ...UserFields\n    }\n  }\n}": types.SignupDocument,
    "mutation verifyEmail($code: String!) {\n  verifyEmail(code: $code) {\n    success\n    message\n  }\n}": types.VerifyEmailDocument,
    "mutation adminChangeGroupUserRole($groupId: ID!, $userId: ID!, $role: GroupRole!) {\n  adminChangeGroupUserRole(groupId: $groupId, userId: $userId, role: $role) {\n    ...GroupUserFields\n  }\n}": types.AdminChangeGroupUserRoleDocument,
    "query adminGetGroupData($groupId: ID!) {\n  adminGetGroupData(groupId: $groupId) {\n    ...AdminGroupFields\n    history {\n      ...GroupHistoryFields\n    }\n  }\n}": types.AdminGetGroupDataDocument,
    "query adminGetManyGroupsData {\n  adminGetManyGroupsData {\n    ...AdminGroupFields\n  }\n}": types.AdminGetManyGroupsDataDocument,
    "mutation adminRemoveUserFromGroup($groupId: ID!, $userId: ID!) {\n  adminRemoveUserFromGroup(groupId: $groupId, userId: $userId) {\n    success\n    message\n  }\n}": types.AdminRemoveUserFromGroupDocument,
    "mutation adminResetGroupWebhooks($groupId: ID!) {\n  adminResetGroupWebhooks(groupId: $groupId) {\n    ordersCreate\n    appUninstalled\n    cartsCreate\n    cartsUpdate\n  }\n}": types.AdminResetGroupWebhooksDocument,
    "mutation connectDevShopifyStore($storeName: String!, $adminToken: String!) {\n  connectDevShopifyStore(storeName: $storeName, adminToken: $adminToken) {\n    ...ShopifyStoreFields\n  }\n}": types.ConnectDevShopifyStoreDocument,
    "mutation extendFreeTrial($groupId: ID!, $days: Int!) {\n  extendFreeTrial(groupId: $groupId, days: $days) {\n    ...AdminGroupFields\n  }\n}": types.ExtendFreeTrialDocument,
    "fragment AdminGroupFields on Group {\n  ...GroupFields\n  users {\n    ...GroupUserFields\n  }\n  invitations {\n    ...GroupInvitationFields\n  }\n}\n\nfragment AdminUserFields on AdminUser {\n  user {\n    ...UserFields\n  }\n  isAdmin\n  memberships {\n    id\n    groupId\n    role\n    group {\n      id\n      name\n    }\n  }\n}": types.AdminGroupFieldsFragmentDoc,
    "query getUsers {\n  getUsers {\n    ...AdminUserFields\n  }\n}": types.GetUsersDocument,
    "mutation checkAndUpdateGenerativeVideoJobs {\n  checkAndUpdateGenerativeVideoJobs {\n    ...GenerativeVideoJobFields\n  }\n}": types.CheckAndUpdateGenerativeVideoJobsDocument,
    "mutation createSynthesiaVideo($videoInput: SynthesiaVideoInput!, $thumbnailUrl: String!, $generatedTextId: ID) {\n  createSynthesiaVideo(\n    videoInput: $videoInput\n    thumbnailUrl: $thumbnailUrl\n    generatedTextId: $generatedTextId\n  ) {\n    ...GenerativeVideoJobFields\n  }\n}": types.CreateSynthesiaVideoDocument,
    "mutation deleteGenerativeAIKey($type: AIAccountType!) {\n  deleteGenerativeAIKey(type: $type) {\n    success\n    message\n  }\n}": types.DeleteGenerativeAiKeyDocument,
    "fragment GenerativeAIAccountFields on GenerativeAIAccount {\n  id\n  type\n  keyLastFour\n  createdAt\n  updatedAt\n}\n\nfragment GeneratedTextFields on GeneratedText {\n  id\n  createdAt\n  type\n  productId\n  content\n  product {\n    id\n    title\n    thumbnailUrl\n  }\n}\n\nfragment GenerativeVideoJobFields on GenerativeVideoJob {\n  id\n  createdAt\n  updatedAt\n  type\n  generatedVideoId\n  status\n  title\n  thumbnailUrl\n  generatedTextId\n  productId\n  productMentionSeconds\n}": types.GenerativeAiAccountFieldsFragmentDoc,
    "mutation generateProductScript($productId: ID!) {\n  generateProductScript(productId: $productId) {\n    ...GeneratedTextFields\n  }\n}": types.GenerateProductScriptDocument,
    "query getGeneratedTexts($productId: ID) {\n  getGeneratedTexts(productId: $productId) {\n    ...GeneratedTextFields\n  }\n}": types.GetGeneratedTextsDocument,
    "query getGenerativeAIAccounts {\n  getGenerativeAIAccounts {\n    ...GenerativeAIAccountFields\n  }\n}": types.GetGenerativeAiAccountsDocument,
    "query getGenerativeVideoJobs {\n  getGenerativeVideoJobs {\n    ...GenerativeVideoJobFields\n  }\n}": types.GetGenerativeVideoJobsDocument,
    "mutation upsertGenerativeAIKey($type: AIAccountType!, $key: String!) {\n  upsertGenerativeAIKey(type: $type, key: $key) {\n    success\n    message\n  }\n}": types.UpsertGenerativeAiKeyDocument,
    "query getAnalyticsSettings {\n  getAnalyticsSettings {\n    attributionWindowDays\n  }\n}": types.GetAnalyticsSettingsDocument,
    "query getAnalyticsToken {\n  getAnalyticsToken {\n    accessToken\n    expiresAt\n  }\n}": types.GetAnalyticsTokenDocument,
    "mutation updateAnalyticsSettings($attributionWindowDays: Int!) {\n  updateAnalyticsSettings(attributionWindowDays: $attributionWindowDays) {\n    attributionWindowDays\n  }\n}": types.UpdateAnalyticsSettingsDocument,
    "mutation createPlan($subscriptionId: ID!, $freeTrial: Boolean!, $returnUrl: String!) {\n  createPlan(\n    subscriptionId: $subscriptionId\n    freeTrial: $freeTrial\n    returnUrl: $returnUrl\n  ) {\n    requiresConfirmation\n    confirmationUrl\n  }\n}": types.CreatePlanDocument,
    "fragment PlanFields on Plan {\n  id\n  price\n  features {\n    analytics\n    branding\n    instagram\n  }\n}\n\nfragment GroupPlanHistoryFields on GroupPlanHistory {\n  id\n  planId\n  createdAt\n  status\n  freeTrialDays\n  plan {\n    ...PlanFields\n  }\n}": types.PlanFieldsFragmentDoc,
    "mutation reconcilePlan {\n  reconcilePlan {\n    changedPlan\n    messages\n  }\n}": types.ReconcilePlanDocument,
    "mutation deleteBrandingSettings {\n  deleteBrandingSettings {\n    ...BrandingSettingsFields\n  }\n}": types.DeleteBrandingSettingsDocument,
    "fragment BrandingSettingsFields on BrandingSettings {\n  buttonBackgroundColor\n  buttonTextColor\n  buttonBorderRadius\n  buttonFontName\n  buttonFontUrl\n  textColor\n  textHighlightColor\n  textFontName\n  textFontUrl\n  bannerHighlightColor\n  productCardBackgroundColor\n  hideVendyBranding\n}": types.BrandingSettingsFieldsFragmentDoc,
    "query getBrandingSettings {\n  getBrandingSettings {\n    ...BrandingSettingsFields\n  }\n}": types.GetBrandingSettingsDocument,
    "mutation upsertBrandingSettings($settings: BrandingSettingsInput!) {\n  upsertBrandingSettings(settings: $settings) {\n    ...BrandingSettingsFields\n  }\n}": types.UpsertBrandingSettingsDocument,
    "query adminGetAffiliateLinks($groupId: ID!) {\n  adminGetAffiliateLinks(groupId: $groupId) {\n    ...AffiliateLinkFields\n  }\n}": types.AdminGetAffiliateLinksDocument,
    "query adminGetProductCollections($groupId: ID!) {\n  adminGetProductCollections(groupId: $groupId) {\n    ...ProductCollectionFields\n  }\n}": types.AdminGetProductCollectionsDocument,
    "query adminGetProducts($groupId: ID!) {\n  adminGetProducts(groupId: $groupId) {\n    ...ProductFields\n  }\n}": types.AdminGetProductsDocument,
    "mutation archiveAffiliateLink($affiliateLinkId: ID!) {\n  archiveAffiliateLink(affiliateLinkId: $affiliateLinkId) {\n    success\n    message\n  }\n}": types.ArchiveAffiliateLinkDocument,
    "mutation archiveProduct($productId: ID!) {\n  archiveProduct(productId: $productId) {\n    success\n    message\n  }\n}": types.ArchiveProductDocument,
    "mutation deleteProductCollection($collectionId: ID!) {\n  deleteProductCollection(collectionId: $collectionId) {\n    success\n    message\n  }\n}": types.DeleteProductCollectionDocument,
    "fragment VariantFields on Variant {\n  id\n  title\n  price\n  imageOriginalSrc\n  imageUrl\n  thumbnailUrl\n  selectedOptions {\n    name\n    value\n  }\n}\n\nfragment ProductImageFields on ProductImage {\n  imageOriginalSrc\n  imageUrl\n  thumbnailUrl\n  isFeatured\n}\n\nfragment ProductFields on Product {\n  id\n  alternateId\n  title\n  description\n  descriptionHtml\n  price\n  availableForSale\n  productType\n  vendor\n  handle\n  imageOriginalSrc\n  imageUrl\n  thumbnailUrl\n  variants {\n    ...VariantFields\n  }\n  images {\n    ...ProductImageFields\n  }\n}\n\nfragment ProductSummaryFields on Product {\n  id\n  alternateId\n  title\n  price\n  imageUrl\n  thumbnailUrl\n}\n\nfragment ProductCollectionFields on ProductCollection {\n  id\n  alternateId\n  title\n  description\n  handle\n  items {\n    productId\n    product {\n      ...ProductSummaryFields\n    }\n  }\n}\n\nfragment AffiliateLinkImageFields on AffiliateLinkImage {\n  id\n  affiliateLinkId\n  imageUrl\n  thumbnailUrl\n  rank\n}\n\nfragment AffiliateLinkFields on AffiliateLink {\n  id\n  createdAt\n  updatedAt\n  groupId\n  title\n  description\n  price\n  ctaText\n  url\n  images {\n    ...AffiliateLinkImageFields\n  }\n}": types.VariantFieldsFragmentDoc,
    "query getAffiliateLinks {\n  getAffiliateLinks {\n    ...AffiliateLinkFields\n  }\n}": types.GetAffiliateLinksDocument,
    "query getBulkOperationStatus($operationId: ID!) {\n  getBulkOperationStatus(operationId: $operationId) {\n    url\n    completed\n    status\n    objectCount\n  }\n}": types.GetBulkOperationStatusDocument,
    "query getProductCollections {\n  getProductCollections {\n    ...ProductCollectionFields\n  }\n}": types.GetProductCollectionsDocument,
    "mutation getProductCollectionsBulk {\n  getProductCollectionsBulk {\n    operationId\n  }\n}": types.GetProductCollectionsBulkDocument,
    "query getProducts {\n  getProducts {\n    ...ProductFields\n  }\n}": types.GetProductsDocument,
    "mutation getProductsBulk {\n  getProductsBulk {\n    operationId\n  }\n}": types.GetProductsBulkDocument,
    "query getProductsPaginated($searchInput: ProductSearchInput!) {\n  getProductsPaginated(searchInput: $searchInput) {\n    products {\n      ...ProductFields\n    }\n    count\n  }\n}": types.GetProductsPaginatedDocument,
    "mutation upsertAffiliateLink($id: ID, $title: String!, $description: String, $price: Float!, $ctaText: String, $url: String!, $images: [AffiliateLinkImageInput!]) {\n  upsertAffiliateLink(\n    id: $id\n    title: $title\n    description: $description\n    price: $price\n    ctaText: $ctaText\n    url: $url\n    images: $images\n  ) {\n    ...AffiliateLinkFields\n  }\n}": types.UpsertAffiliateLinkDocument,
    "mutation upsertProductCollections($collections: [ProductCollectionInput!]!) {\n  upsertProductCollections(collections: $collections) {\n    ...ProductCollectionFields\n  }\n}": types.UpsertProductCollectionsDocument,
    "mutation upsertProducts($products: [ProductInput!]!) {\n  upsertProducts(products: $products) {\n    ...ProductFields\n  }\n}": types.UpsertProductsDocument,
    "mutation acceptGroupInvitation($inviteId: ID!) {\n  acceptGroupInvitation(inviteId: $inviteId) {\n    ...GroupUserFields\n    group {\n      ...GroupFields\n    }\n  }\n}": types.AcceptGroupInvitationDocument,
    "mutation changeGroupUserRole($userId: ID!, $role: GroupRole!) {\n  changeGroupUserRole(userId: $userId, role: $role) {\n    ...GroupUserFields\n  }\n}": types.ChangeGroupUserRoleDocument,
    "mutation createGroup($name: String!) {\n  createGroup(name: $name) {\n    ...GroupFields\n  }\n}": types.CreateGroupDocument,
    "mutation declineGroupInvitation($inviteId: ID!) {\n  declineGroupInvitation(inviteId: $inviteId) {\n    success\n    message\n  }\n}": types.DeclineGroupInvitationDocument,
    "fragment GroupFields on Group {\n  id\n  createdAt\n  name\n  handle\n  viewerRole\n  shopifyStore {\n    ...ShopifyStoreFields\n  }\n  instagramAccount {\n    id\n    accountName\n    lastSyncedAt\n  }\n  planHistory {\n    ...GroupPlanHistoryFields\n  }\n}\n\nfragment GroupUserFields on GroupUser {\n  id\n  userId\n  groupId\n  role\n  user {\n    id\n    firstName\n    lastName\n    email\n  }\n}\n\nfragment GroupInvitationFields on GroupInvitation {\n  id\n  email\n  groupId\n  role\n  status\n  invitedByUserId\n  createdAt\n  group {\n    id\n    name\n  }\n}\n\nfragment GroupHistoryFields on GroupHistory {\n  id\n  userId\n  groupId\n  eventType\n  notes\n  createdAt\n}": types.GroupFieldsFragmentDoc,
    "query getGroupsPendingInvitations {\n  getGroupsPendingInvitations {\n    ...GroupInvitationFields\n  }\n}": types.GetGroupsPendingInvitationsDocument,
    "query getResourceCounts {\n  getResourceCounts {\n    videos\n    productCollections\n    products\n    strategies\n    widgets\n    instagramFeeds\n  }\n}": types.GetResourceCountsDocument,
    "query getUsersInGroup {\n  getUsersInGroup {\n    ...GroupUserFields\n  }\n}": types.GetUsersInGroupDocument,
    "query getUsersPendingGroupInvitations {\n  getUsersPendingGroupInvitations {\n    ...GroupInvitationFields\n  }\n}": types.GetUsersPendingGroupInvitationsDocument,
    "mutation inviteUserToGroup($email: String!, $role: GroupRole!) {\n  inviteUserToGroup(email: $email, role: $role) {\n    ...GroupInvitationFields\n  }\n}": types.InviteUserToGroupDocument,
    "mutation ownerDeleteGroup($groupName: String!) {\n  ownerDeleteGroup(groupName: $groupName) {\n    success\n    message\n  }\n}": types.OwnerDeleteGroupDocument,
    "mutation removeUserFromGroup($userId: ID!) {\n  removeUserFromGroup(userId: $userId) {\n    success\n    message\n  }\n}": types.RemoveUserFromGroupDocument,
    "mutation rescindGroupInvitation($inviteId: ID!) {\n  rescindGroupInvitation(inviteId: $inviteId) {\n    success\n    message\n  }\n}": types.RescindGroupInvitationDocument,
    "mutation setCurrentGroup($groupId: ID!) {\n  setCurrentGroup(groupId: $groupId) {\n    ...GroupFields\n  }\n}": types.SetCurrentGroupDocument,
    "mutation updateGroup($name: String!) {\n  updateGroup(name: $name) {\n    ...GroupFields\n  }\n}": types.UpdateGroupDocument,
    "mutation upsertGroupHandle($handle: String!) {\n  upsertGroupHandle(handle: $handle) {\n    ...GroupFields\n  }\n}": types.UpsertGroupHandleDocument,
    "mutation deleteInstagramFeed($feedId: ID!) {\n  deleteInstagramFeed(feedId: $feedId) {\n    success\n    message\n  }\n}": types.DeleteInstagramFeedDocument,
    "mutation disconnectInstagramAccount {\n  disconnectInstagramAccount {\n    success\n    message\n  }\n}": types.DisconnectInstagramAccountDocument,
    "fragment InstagramAccountFields on InstagramAccount {\n  id\n  createdAt\n  accountName\n  groupId\n  lastSyncedAt\n}\n\nfragment InstagramMediaFields on InstagramMedia {\n  id\n  createdAt\n  externalId\n  mediaType\n  mediaUrl\n  postedAt\n  thumbnailUrl\n  caption\n  mediaExpires\n  thumbnailExpires\n  parentMediaExternalId\n  rank\n}\n\nfragment InstagramFeedFields on InstagramFeed {\n  id\n  createdAt\n  updatedAt\n  title\n  groupId\n}": types.InstagramAccountFieldsFragmentDoc,
    "query getEmbeddedInstagramFeed($instagramFeedId: ID!) {\n  getEmbeddedInstagramFeed(instagramFeedId: $instagramFeedId) {\n    feed {\n      ...InstagramFeedFields\n    }\n    media {\n      ...InstagramMediaFields\n    }\n    handle\n    brandingSettings {\n      ...BrandingSettingsFields\n    }\n  }\n}": types.GetEmbeddedInstagramFeedDocument,
    "query getInstagramAccount {\n  getInstagramAccount {\n    ...InstagramAccountFields\n  }\n}": types.GetInstagramAccountDocument,
    "query getInstagramFeeds {\n  getInstagramFeeds {\n    ...InstagramFeedFields\n  }\n}": types.GetInstagramFeedsDocument,
    "query getInstagramMedia {\n  getInstagramMedia {\n    ...InstagramMediaFields\n  }\n}": types.GetInstagramMediaDocument,
    "query getInstagramVideos {\n  getInstagramVideos {\n    id\n    mediaUrl\n    timestamp\n    thumbnailUrl\n  }\n}": types.GetInstagramVideosDocument,
    "mutation setupInstagramAccount($code: String!) {\n  setupInstagramAccount(code: $code) {\n    ...InstagramAccountFields\n  }\n}": types.SetupInstagramAccountDocument,
    "mutation syncInstagramAccount {\n  syncInstagramAccount {\n    ...InstagramAccountFields\n  }\n}": types.SyncInstagramAccountDocument,
    "mutation upsertInstagramFeed($id: ID!, $title: String!) {\n  upsertInstagramFeed(id: $id, title: $title) {\n    ...InstagramFeedFields\n  }\n}": types.UpsertInstagramFeedDocument,
    "query adminGetVirtualVideos($groupId: ID!) {\n  adminGetVirtualVideos(groupId: $groupId) {\n    ...VirtualVideoFields\n  }\n}": types.AdminGetVirtualVideosDocument,
    "query adminGetWidgets($groupId: ID!) {\n  adminGetWidgets(groupId: $groupId) {\n    ...WidgetFields\n  }\n}": types.AdminGetWidgetsDocument,
    "mutation attachMediaCollectionToWidget($widgetId: ID!, $mediaCollectionId: ID!) {\n  attachMediaCollectionToWidget(\n    widgetId: $widgetId\n    mediaCollectionId: $mediaCollectionId\n  ) {\n    success\n    message\n  }\n}": types.AttachMediaCollectionToWidgetDocument,
    "mutation attachVirtualVideoToWidget($widgetId: ID!, $virtualVideoId: ID!) {\n  attachVirtualVideoToWidget(widgetId: $widgetId, virtualVideoId: $virtualVideoId) {\n    success\n    message\n  }\n}": types.AttachVirtualVideoToWidgetDocument,
    "mutation deleteMediaCollection($collectionId: ID!) {\n  deleteMediaCollection(collectionId: $collectionId) {\n    success\n    message\n  }\n}": types.DeleteMediaCollectionDocument,
    "mutation deleteWidget($id: ID!) {\n  deleteWidget(id: $id) {\n    success\n    message\n  }\n}": types.DeleteWidgetDocument,
    "fragment LayoutVideoFields on Video {\n  id\n  title\n  url\n  duration\n  aspectRatio\n  status\n  thumbnailUrl\n  source\n  sourceId\n  loop\n}\n\nfragment LayoutAudioFields on Audio {\n  id\n  title\n  url\n  duration\n  loop\n}\n\nfragment LayoutImageCollectionFields on ImageCollection {\n  id\n  title\n  thumbnailUrl\n  source\n  items {\n    rank\n    imageId\n    image {\n      id\n      title\n      imageUrl\n      aspectRatio\n    }\n  }\n}\n\nfragment VirtualVideoSegmentFields on VirtualVideoSegment {\n  id\n  title\n  rank\n  startTime\n  endTime\n  videoId\n  audioId\n  imageCollectionId\n  video {\n    ...LayoutVideoFields\n  }\n  audio {\n    ...LayoutAudioFields\n  }\n  imageCollection {\n    ...LayoutImageCollectionFields\n  }\n  audioSrc\n  overlayId\n  overlay {\n    ...LayoutImageCollectionFields\n  }\n  overlayStart\n  overlayEnd\n  overlayX\n  overlayY\n  overlayWidth\n  overlayHeight\n}\n\nfragment VirtualVideoFields on VirtualVideo {\n  id\n  createdAt\n  updatedAt\n  groupId\n  title\n  segments {\n    ...VirtualVideoSegmentFields\n  }\n}\n\nfragment VirtualVideoSummaryFields on VirtualVideo {\n  id\n  createdAt\n  updatedAt\n  title\n  segments {\n    id\n    rank\n    videoId\n    imageCollectionId\n    video {\n      id\n      title\n      thumbnailUrl\n      status\n    }\n    imageCollection {\n      id\n      title\n      thumbnailUrl\n    }\n  }\n}\n\nfragment MediaCollectionFields on MediaCollection {\n  id\n  createdAt\n  updatedAt\n  title\n  thumbnailUrl\n  items {\n    rank\n    virtualVideoId\n    videoId\n    imageCollectionId\n    virtualVideo {\n      ...VirtualVideoFields\n    }\n    video {\n      ...LayoutVideoFields\n    }\n    imageCollection {\n      ...LayoutImageCollectionFields\n    }\n  }\n}\n\nfragment WidgetFields on Widget {\n  id\n  createdAt\n  updatedAt\n  groupId\n  title\n  type\n  status\n  videoId\n  mediaCollectionId\n  imageCollectionId\n  virtualVideoId\n  video {\n    id\n    title\n    thumbnailUrl\n    source\n  }\n  imageCollection {\n    id\n    title\n    thumbnailUrl\n  }\n  virtualVideo {\n    ...VirtualVideoSummaryFields\n  }\n  mediaCollection {\n    id\n    title\n    thumbnailUrl\n    items {\n      rank\n      virtualVideoId\n      videoId\n      imageCollectionId\n      virtualVideo {\n        ...VirtualVideoSummaryFields\n      }\n    }\n  }\n}\n\nfragment VideoPosterFields on Video {\n  id\n  thumbnailSources {\n    url\n    width\n    type\n  }\n}\n\nfragment EmbeddedWidgetFields on Widget {\n  id\n  updatedAt\n  groupId\n  title\n  type\n  status\n  videoId\n  mediaCollectionId\n  imageCollectionId\n  virtualVideoId\n  video {\n    ...LayoutVideoFields\n    ...VideoPosterFields\n  }\n  imageCollection {\n    ...LayoutImageCollectionFields\n  }\n  virtualVideo {\n    ...VirtualVideoFields\n    segments {\n      id\n      video {\n        ...VideoPosterFields\n      }\n    }\n  }\n  mediaCollection {\n    ...MediaCollectionFields\n    items {\n      rank\n      video {\n        ...VideoPosterFields\n      }\n      virtualVideo {\n        id\n        segments {\n          id\n          video {\n            ...VideoPosterFields\n          }\n        }\n      }\n    }\n  }\n  brandingSettings {\n    ...BrandingSettingsFields\n  }\n}": types.LayoutVideoFieldsFragmentDoc,
    "query getEmbeddedWidget($widgetId: ID!) {\n  getEmbeddedWidget(widgetId: $widgetId) {\n    ...EmbeddedWidgetFields\n  }\n}": types.GetEmbeddedWidgetDocument,
    "query getMediaCollections {\n  getMediaCollections {\n    ...MediaCollectionFields\n  }\n}": types.GetMediaCollectionsDocument,
    "query getVirtualVideos {\n  getVirtualVideos {\n    ...VirtualVideoFields\n  }\n}": types.GetVirtualVideosDocument,
    "query getWidgets {\n  getWidgets {\n    ...WidgetFields\n  }\n}": types.GetWidgetsDocument,
    "mutation markWidgetAsReady($widgetId: ID!) {\n  markWidgetAsReady(widgetId: $widgetId) {\n    success\n    message\n  }\n}": types.MarkWidgetAsReadyDocument,
    "mutation upsertMediaCollection($id: ID, $title: String!, $thumbnailUrl: String, $items: [MediaCollectionItemInput!]!) {\n  upsertMediaCollection(\n    id: $id\n    title: $title\n    thumbnailUrl: $thumbnailUrl\n    items: $items\n  ) {\n    ...MediaCollectionFields\n  }\n}": types.UpsertMediaCollectionDocument,
    "mutation upsertVirtualVideo($id: ID, $title: String!, $segments: [VirtualVideoSegmentInput!]!) {\n  upsertVirtualVideo(id: $id, title: $title, segments: $segments) {\n    ...VirtualVideoFields\n  }\n}": types.UpsertVirtualVideoDocument,
    "mutation upsertWidgetBase($id: ID, $title: String!, $type: LayoutType!) {\n  upsertWidgetBase(id: $id, title: $title, type: $type)\n}": types.UpsertWidgetBaseDocument,
    "query adminGetAudios($groupId: ID!) {\n  adminGetAudios(groupId: $groupId) {\n    ...AudioFields\n  }\n}": types.AdminGetAudiosDocument,
    "query adminGetImageCollections($groupId: ID!) {\n  adminGetImageCollections(groupId: $groupId) {\n    ...ImageCollectionFields\n  }\n}": types.AdminGetImageCollectionsDocument,
    "query adminGetVideos($groupId: ID!) {\n  adminGetVideos(groupId: $groupId) {\n    ...VideoFields\n  }\n}": types.AdminGetVideosDocument,
    "mutation checkAndUpdateVideoStatus($videoId: ID!) {\n  checkAndUpdateVideoStatus(videoId: $videoId) {\n    ...VideoFields\n  }\n}": types.CheckAndUpdateVideoStatusDocument,
    "mutation deleteAudio($audioId: ID!) {\n  deleteAudio(audioId: $audioId) {\n    success\n    message\n  }\n}": types.DeleteAudioDocument,
    "mutation deleteImage($imageId: ID!) {\n  deleteImage(imageId: $imageId) {\n    success\n    message\n  }\n}": types.DeleteImageDocument,
    "mutation deleteImageCollection($collectionId: ID!) {\n  deleteImageCollection(collectionId: $collectionId) {\n    success\n    message\n  }\n}": types.DeleteImageCollectionDocument,
    "mutation deleteVideo($videoId: ID!) {\n  deleteVideo(videoId: $videoId) {\n    success\n    message\n  }\n}": types.DeleteVideoDocument,
    "fragment VideoFields on Video {\n  id\n  createdAt\n  updatedAt\n  title\n  description\n  url\n  duration\n  aspectRatio\n  status\n  thumbnailUrl\n  externalId\n  source\n  sourceId\n  loop\n}\n\nfragment AudioFields on Audio {\n  id\n  createdAt\n  updatedAt\n  title\n  description\n  url\n  duration\n  status\n  externalId\n  loop\n}\n\nfragment ImageFields on Image {\n  id\n  createdAt\n  updatedAt\n  title\n  description\n  aspectRatio\n  imageUrl\n  source\n  sourceId\n}\n\nfragment ImageCollectionFields on ImageCollection {\n  id\n  createdAt\n  updatedAt\n  title\n  thumbnailUrl\n  source\n  items {\n    rank\n    imageId\n    image {\n      ...ImageFields\n    }\n  }\n}\n\nfragment AssetUploadUrlFields on AssetUploadUrl {\n  fileName\n  fileKey\n  url\n  objectExists\n}": types.VideoFieldsFragmentDoc,
    "query getAffiliateLinkImageUploadUrls($fileData: [FileDataInput!]!) {\n  getAffiliateLinkImageUploadUrls(fileData: $fileData) {\n    ...AssetUploadUrlFields\n  }\n}": types.GetAffiliateLinkImageUploadUrlsDocument,
    "query getAudioUploadUrl($fileName: String!) {\n  getAudioUploadUrl(fileName: $fileName) {\n    id\n    url\n  }\n}": types.GetAudioUploadUrlDocument,
    "query getAudios {\n  getAudios {\n    ...AudioFields\n  }\n}": types.GetAudiosDocument,
    "query getImageCollections {\n  getImageCollections {\n    ...ImageCollectionFields\n  }\n}": types.GetImageCollectionsDocument,
    "query getImageUploadUrls($fileData: [FileDataInput!]!) {\n  getImageUploadUrls(fileData: $fileData) {\n    ...AssetUploadUrlFields\n  }\n}": types.GetImageUploadUrlsDocument,
    "query getProductImageUploadUrls($fileData: [FileDataInput!]!) {\n  getProductImageUploadUrls(fileData: $fileData) {\n    ...AssetUploadUrlFields\n  }\n}": types.GetProductImageUploadUrlsDocument,
    "query getVideoImageUploadUrl($fileName: String!, $fileType: String!) {\n  getVideoImageUploadUrl(fileName: $fileName, fileType: $fileType) {\n    ...AssetUploadUrlFields\n  }\n}": types.GetVideoImageUploadUrlDocument,
    "query getVideoUploadUrl($fileName: String!, $size: Float!, $duration: Int!) {\n  getVideoUploadUrl(fileName: $fileName, size: $size, duration: $duration) {\n    id\n    url\n  }\n}": types.GetVideoUploadUrlDocument,
    "query getVideoUploadUsage {\n  getVideoUploadUsage {\n    planId\n    limitMinutes\n    usedMinutes\n    remainingMinutes\n    periodStart\n    periodEnd\n  }\n}": types.GetVideoUploadUsageDocument,
    "query getVideos {\n  getVideos {\n    ...VideoFields\n  }\n}": types.GetVideosDocument,
    "mutation saveImageCollection($title: String!, $items: [ImageCollectionItemInput!]!) {\n  saveImageCollection(title: $title, items: $items) {\n    success\n    errorMessage\n    imageCollection {\n      ...ImageCollectionFields\n    }\n    uploadedImages {\n      ...ImageFields\n    }\n  }\n}": types.SaveImageCollectionDocument,
    "mutation uploadVideoFromUrl($url: String!, $title: String!) {\n  uploadVideoFromUrl(url: $url, title: $title)\n}": types.UploadVideoFromUrlDocument,
    "mutation upsertAudio($id: ID, $title: String!, $description: String, $url: String, $duration: Float, $externalId: String, $loop: Boolean) {\n  upsertAudio(\n    id: $id\n    title: $title\n    description: $description\n    url: $url\n    duration: $duration\n    externalId: $externalId\n    loop: $loop\n  ) {\n    ...AudioFields\n  }\n}": types.UpsertAudioDocument,
    "mutation upsertImage($id: ID, $title: String!, $description: String, $aspectRatio: Float, $imageUrl: String, $source: ImageSource, $sourceId: String) {\n  upsertImage(\n    id: $id\n    title: $title\n    description: $description\n    aspectRatio: $aspectRatio\n    imageUrl: $imageUrl\n    source: $source\n    sourceId: $sourceId\n  ) {\n    ...ImageFields\n  }\n}": types.UpsertImageDocument,
    "mutation upsertImageCollection($id: ID, $title: String!, $items: [ImageCollectionImageInput!]) {\n  upsertImageCollection(id: $id, title: $title, items: $items) {\n    ...ImageCollectionFields\n  }\n}": types.UpsertImageCollectionDocument,
    "mutation upsertVideo($id: ID, $title: String!, $description: String, $url: String, $thumbnailUrl: String, $duration: Float, $aspectRatio: Float, $externalId: String, $loop: Boolean, $source: VideoSource, $sourceId: String) {\n  upsertVideo(\n    id: $id\n    title: $title\n    description: $description\n    url: $url\n    thumbnailUrl: $thumbnailUrl\n    duration: $duration\n    aspectRatio: $aspectRatio\n    externalId: $externalId\n    loop: $loop\n    source: $source\n    sourceId: $sourceId\n  ) {\n    ...VideoFields\n  }\n}": types.UpsertVideoDocument,
    "query adminGetExperiments($groupId: ID!) {\n  adminGetExperiments(groupId: $groupId) {\n    ...ExperimentFields\n  }\n}": types.AdminGetExperimentsDocument,
    "query adminGetStrategies($groupId: ID!) {\n  adminGetStrategies(groupId: $groupId) {\n    ...StrategyFields\n  }\n}": types.AdminGetStrategiesDocument,
    "mutation deleteExperiment($id: ID!) {\n  deleteExperiment(id: $id) {\n    success\n    message\n  }\n}": types.DeleteExperimentDocument,
    "mutation deleteStrategy($id: ID!) {\n  deleteStrategy(id: $id) {\n    success\n    message\n  }\n}": types.DeleteStrategyDocument,
    "fragment IndividualAssignmentFields on IndividualAssignment {\n  id\n  productId\n  affiliateLinkId\n  adType\n  name\n  rank\n  startTimeIndex\n  instagramMediaId\n}\n\nfragment MultipleAssignmentFields on MultipleAssignment {\n  id\n  productCollectionId\n  adType\n  name\n  rank\n  startTimeIndex\n  bannerInterval\n}\n\nfragment StrategyFields on Strategy {\n  id\n  createdAt\n  updatedAt\n  title\n  individualAssignments {\n    ...IndividualAssignmentFields\n  }\n  multipleAssignments {\n    ...MultipleAssignmentFields\n  }\n}\n\nfragment ExperimentFields on Experiment {\n  id\n  createdAt\n  updatedAt\n  title\n  virtualVideoId\n  instagramFeedId\n  items {\n    id\n    strategyId\n    rangePercentage\n    ranges {\n      id\n      start\n      end\n    }\n    strategy {\n      ...StrategyFields\n    }\n  }\n}\n\nfragment ExperimentDataProductFields on Product {\n  id\n  title\n  vendor\n  productType\n  handle\n  price\n  imageUrl\n  thumbnailUrl\n  images {\n    imageUrl\n    thumbnailUrl\n    isFeatured\n  }\n  variants {\n    id\n    title\n    price\n    imageUrl\n    thumbnailUrl\n    selectedOptions {\n      name\n      value\n    }\n  }\n}\n\nfragment ExperimentDataProductCollectionFields on ProductCollection {\n  id\n  title\n  items {\n    productId\n  }\n}\n\nfragment ExperimentDataAffiliateLinkFields on AffiliateLink {\n  id\n  title\n  price\n  ctaText\n  url\n  images {\n    id\n    imageUrl\n    thumbnailUrl\n    rank\n  }\n}": types.IndividualAssignmentFieldsFragmentDoc,
    "query getExperimentData($virtualVideoId: ID, $instagramFeedId: ID) {\n  getExperimentData(\n    virtualVideoId: $virtualVideoId\n    instagramFeedId: $instagramFeedId\n  ) {\n    experiment {\n      ...ExperimentFields\n    }\n    products {\n      ...ExperimentDataProductFields\n    }\n    productCollections {\n      ...ExperimentDataProductCollectionFields\n    }\n    affiliateLinks {\n      ...ExperimentDataAffiliateLinkFields\n    }\n    shopifyStore {\n      id\n      storeName\n    }\n  }\n}": types.GetExperimentDataDocument,
    "query getExperimentForInstagramFeed($id: ID!) {\n  getExperimentForInstagramFeed(id: $id) {\n    ...ExperimentFields\n  }\n}": types.GetExperimentForInstagramFeedDocument,
    "query getExperimentForVirtualVideo($id: ID!) {\n  getExperimentForVirtualVideo(id: $id) {\n    ...ExperimentFields\n  }\n}": types.GetExperimentForVirtualVideoDocument,
    "query getExperiments {\n  getExperiments {\n    ...ExperimentFields\n  }\n}": types.GetExperimentsDocument,
    "query getStrategies {\n  getStrategies {\n    ...StrategyFields\n  }\n}": types.GetStrategiesDocument,
    "mutation upsertExperiment($id: ID, $title: String!, $virtualVideoId: ID, $instagramFeedId: ID, $items: [ExperimentItemInput!]!) {\n  upsertExperiment(\n    id: $id\n    title: $title\n    virtualVideoId: $virtualVideoId\n    instagramFeedId: $instagramFeedId\n    items: $items\n  ) {\n    ...ExperimentFields\n  }\n}": types.UpsertExperimentDocument,
    "mutation upsertStrategy($id: ID, $title: String!, $assignments: StrategyAssignmentsInput!) {\n  upsertStrategy(id: $id, title: $title, assignments: $assignments)\n}": types.UpsertStrategyDocument,
    "mutation deleteSliderPage($sliderPageId: ID!) {\n  deleteSliderPage(sliderPageId: $sliderPageId) {\n    success\n    message\n  }\n}": types.DeleteSliderPageDocument,
    "fragment SliderFields on Slider {\n  id\n  title\n  rank\n  sliderItems {\n    id\n    rank\n    virtualVideoId\n    virtualVideo {\n      ...VirtualVideoSummaryFields\n    }\n  }\n}\n\nfragment SliderPageFields on SliderPage {\n  id\n  createdAt\n  updatedAt\n  groupId\n  groupHandle\n  title\n  description\n  slug\n  sliders {\n    ...SliderFields\n  }\n  featuredSlider {\n    ...SliderFields\n  }\n}": types.SliderFieldsFragmentDoc,
    "query getEmbeddedSliderItem($sliderItemId: ID!) {\n  getEmbeddedSliderItem(sliderItemId: $sliderItemId) {\n    ...EmbeddedWidgetFields\n  }\n}": types.GetEmbeddedSliderItemDocument,
    "query getSliderPages {\n  getSliderPages {\n    ...SliderPageFields\n  }\n}": types.GetSliderPagesDocument,
    "mutation upsertSliderPage($page: SliderPageInput!) {\n  upsertSliderPage(page: $page) {\n    ...SliderPageFields\n  }\n}": types.UpsertSliderPageDocument,
    "query checkStoreCredentialOwner($storeName: String!) {\n  checkStoreCredentialOwner(storeName: $storeName) {\n    hasPermission\n    group {\n      ...GroupFields\n    }\n  }\n}": types.CheckStoreCredentialOwnerDocument,
    "mutation connectShopifyStoreToGroup($storeName: String!, $groupId: ID!) {\n  connectShopifyStoreToGroup(storeName: $storeName, groupId: $groupId) {\n    ...ShopifyStoreFields\n  }\n}": types.ConnectShopifyStoreToGroupDocument,
    "fragment ShopifyStoreFields on ShopifyStore {\n  id\n  groupId\n  storeName\n  groupName\n}": types.ShopifyStoreFieldsFragmentDoc,
    "query getShopifyStore {\n  getShopifyStore {\n    ...ShopifyStoreFields\n  }\n}": types.GetShopifyStoreDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation changePassword($password: String!, $newPassword: String!) {\n  changePassword(password: $password, newPassword: $newPassword) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').ChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation changeUserData($firstName: String!, $lastName: String!) {\n  changeUserData(firstName: $firstName, lastName: $lastName) {\n    ...UserFields\n  }\n}"): typeof import('./graphql.js').ChangeUserDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation deleteUser {\n  deleteUser {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').DeleteUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UserFields on User {\n  id\n  firstName\n  lastName\n  email\n  loginProvider\n  showGuidedTour\n  createdAt\n}\n\nfragment AuthFields on Auth {\n  isUser\n  isAdmin\n  email\n  emailVerified\n}"): typeof import('./graphql.js').UserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getCurrentUser {\n  getCurrentUser {\n    auth {\n      ...AuthFields\n    }\n    user {\n      ...UserFields\n    }\n    groups {\n      ...GroupFields\n    }\n    currentGroup {\n      ...GroupFields\n    }\n  }\n}"): typeof import('./graphql.js').GetCurrentUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getUserData {\n  getUserData {\n    ...UserFields\n  }\n}"): typeof import('./graphql.js').GetUserDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation hideGuidedTour {\n  hideGuidedTour {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').HideGuidedTourDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation login($email: String!, $password: String!) {\n  login(email: $email, password: $password) {\n    success\n    message\n    auth {\n      ...AuthFields\n    }\n    user {\n      ...UserFields\n    }\n  }\n}"): typeof import('./graphql.js').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation loginWithFacebook($token: String!) {\n  loginWithFacebook(token: $token) {\n    success\n    message\n    auth {\n      ...AuthFields\n    }\n    user {\n      ...UserFields\n    }\n  }\n}"): typeof import('./graphql.js').LoginWithFacebookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation loginWithGoogle($code: String!) {\n  loginWithGoogle(code: $code) {\n    success\n    message\n    auth {\n      ...AuthFields\n    }\n    user {\n      ...UserFields\n    }\n  }\n}"): typeof import('./graphql.js').LoginWithGoogleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation logout {\n  logout {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation resendVerificationEmail {\n  resendVerificationEmail {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').ResendVerificationEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation resetForgottenPassword($changePasswordId: ID!, $password: String!) {\n  resetForgottenPassword(changePasswordId: $changePasswordId, password: $password) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').ResetForgottenPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation sendContactUsEmail($name: String!, $email: String!, $message: String!) {\n  sendContactUsEmail(name: $name, email: $email, message: $message) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').SendContactUsEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation sendForgotPasswordEmail($email: String!) {\n  sendForgotPasswordEmail(email: $email) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').SendForgotPasswordEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation signup($email: String!, $password: String!, $firstName: String!, $lastName: String!) {\n  signup(\n    email: $email\n    password: $password\n    firstName: $firstName\n    lastName: $lastName\n  ) {\n    success\n    message\n    auth {\n      ...AuthFields\n    }\n    user {\n      ...UserFields\n    }\n  }\n}"): typeof import('./graphql.js').SignupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation verifyEmail($code: String!) {\n  verifyEmail(code: $code) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').VerifyEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation adminChangeGroupUserRole($groupId: ID!, $userId: ID!, $role: GroupRole!) {\n  adminChangeGroupUserRole(groupId: $groupId, userId: $userId, role: $role) {\n    ...GroupUserFields\n  }\n}"): typeof import('./graphql.js').AdminChangeGroupUserRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query adminGetGroupData($groupId: ID!) {\n  adminGetGroupData(groupId: $groupId) {\n    ...AdminGroupFields\n    history {\n      ...GroupHistoryFields\n    }\n  }\n}"): typeof import('./graphql.js').AdminGetGroupDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query adminGetManyGroupsData {\n  adminGetManyGroupsData {\n    ...AdminGroupFields\n  }\n}"): typeof import('./graphql.js').AdminGetManyGroupsDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation adminRemoveUserFromGroup($groupId: ID!, $userId: ID!) {\n  adminRemoveUserFromGroup(groupId: $groupId, userId: $userId) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').AdminRemoveUserFromGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation adminResetGroupWebhooks($groupId: ID!) {\n  adminResetGroupWebhooks(groupId: $groupId) {\n    ordersCreate\n    appUninstalled\n    cartsCreate\n    cartsUpdate\n  }\n}"): typeof import('./graphql.js').AdminResetGroupWebhooksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation connectDevShopifyStore($storeName: String!, $adminToken: String!) {\n  connectDevShopifyStore(storeName: $storeName, adminToken: $adminToken) {\n    ...ShopifyStoreFields\n  }\n}"): typeof import('./graphql.js').ConnectDevShopifyStoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation extendFreeTrial($groupId: ID!, $days: Int!) {\n  extendFreeTrial(groupId: $groupId, days: $days) {\n    ...AdminGroupFields\n  }\n}"): typeof import('./graphql.js').ExtendFreeTrialDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminGroupFields on Group {\n  ...GroupFields\n  users {\n    ...GroupUserFields\n  }\n  invitations {\n    ...GroupInvitationFields\n  }\n}\n\nfragment AdminUserFields on AdminUser {\n  user {\n    ...UserFields\n  }\n  isAdmin\n  memberships {\n    id\n    groupId\n    role\n    group {\n      id\n      name\n    }\n  }\n}"): typeof import('./graphql.js').AdminGroupFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getUsers {\n  getUsers {\n    ...AdminUserFields\n  }\n}"): typeof import('./graphql.js').GetUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation checkAndUpdateGenerativeVideoJobs {\n  checkAndUpdateGenerativeVideoJobs {\n    ...GenerativeVideoJobFields\n  }\n}"): typeof import('./graphql.js').CheckAndUpdateGenerativeVideoJobsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation createSynthesiaVideo($videoInput: SynthesiaVideoInput!, $thumbnailUrl: String!, $generatedTextId: ID) {\n  createSynthesiaVideo(\n    videoInput: $videoInput\n    thumbnailUrl: $thumbnailUrl\n    generatedTextId: $generatedTextId\n  ) {\n    ...GenerativeVideoJobFields\n  }\n}"): typeof import('./graphql.js').CreateSynthesiaVideoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation deleteGenerativeAIKey($type: AIAccountType!) {\n  deleteGenerativeAIKey(type: $type) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').DeleteGenerativeAiKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment GenerativeAIAccountFields on GenerativeAIAccount {\n  id\n  type\n  keyLastFour\n  createdAt\n  updatedAt\n}\n\nfragment GeneratedTextFields on GeneratedText {\n  id\n  createdAt\n  type\n  productId\n  content\n  product {\n    id\n    title\n    thumbnailUrl\n  }\n}\n\nfragment GenerativeVideoJobFields on GenerativeVideoJob {\n  id\n  createdAt\n  updatedAt\n  type\n  generatedVideoId\n  status\n  title\n  thumbnailUrl\n  generatedTextId\n  productId\n  productMentionSeconds\n}"): typeof import('./graphql.js').GenerativeAiAccountFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation generateProductScript($productId: ID!) {\n  generateProductScript(productId: $productId) {\n    ...GeneratedTextFields\n  }\n}"): typeof import('./graphql.js').GenerateProductScriptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getGeneratedTexts($productId: ID) {\n  getGeneratedTexts(productId: $productId) {\n    ...GeneratedTextFields\n  }\n}"): typeof import('./graphql.js').GetGeneratedTextsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getGenerativeAIAccounts {\n  getGenerativeAIAccounts {\n    ...GenerativeAIAccountFields\n  }\n}"): typeof import('./graphql.js').GetGenerativeAiAccountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getGenerativeVideoJobs {\n  getGenerativeVideoJobs {\n    ...GenerativeVideoJobFields\n  }\n}"): typeof import('./graphql.js').GetGenerativeVideoJobsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation upsertGenerativeAIKey($type: AIAccountType!, $key: String!) {\n  upsertGenerativeAIKey(type: $type, key: $key) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').UpsertGenerativeAiKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getAnalyticsSettings {\n  getAnalyticsSettings {\n    attributionWindowDays\n  }\n}"): typeof import('./graphql.js').GetAnalyticsSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getAnalyticsToken {\n  getAnalyticsToken {\n    accessToken\n    expiresAt\n  }\n}"): typeof import('./graphql.js').GetAnalyticsTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation updateAnalyticsSettings($attributionWindowDays: Int!) {\n  updateAnalyticsSettings(attributionWindowDays: $attributionWindowDays) {\n    attributionWindowDays\n  }\n}"): typeof import('./graphql.js').UpdateAnalyticsSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation createPlan($subscriptionId: ID!, $freeTrial: Boolean!, $returnUrl: String!) {\n  createPlan(\n    subscriptionId: $subscriptionId\n    freeTrial: $freeTrial\n    returnUrl: $returnUrl\n  ) {\n    requiresConfirmation\n    confirmationUrl\n  }\n}"): typeof import('./graphql.js').CreatePlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PlanFields on Plan {\n  id\n  price\n  features {\n    analytics\n    branding\n    instagram\n  }\n}\n\nfragment GroupPlanHistoryFields on GroupPlanHistory {\n  id\n  planId\n  createdAt\n  status\n  freeTrialDays\n  plan {\n    ...PlanFields\n  }\n}"): typeof import('./graphql.js').PlanFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation reconcilePlan {\n  reconcilePlan {\n    changedPlan\n    messages\n  }\n}"): typeof import('./graphql.js').ReconcilePlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation deleteBrandingSettings {\n  deleteBrandingSettings {\n    ...BrandingSettingsFields\n  }\n}"): typeof import('./graphql.js').DeleteBrandingSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BrandingSettingsFields on BrandingSettings {\n  buttonBackgroundColor\n  buttonTextColor\n  buttonBorderRadius\n  buttonFontName\n  buttonFontUrl\n  textColor\n  textHighlightColor\n  textFontName\n  textFontUrl\n  bannerHighlightColor\n  productCardBackgroundColor\n  hideVendyBranding\n}"): typeof import('./graphql.js').BrandingSettingsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getBrandingSettings {\n  getBrandingSettings {\n    ...BrandingSettingsFields\n  }\n}"): typeof import('./graphql.js').GetBrandingSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation upsertBrandingSettings($settings: BrandingSettingsInput!) {\n  upsertBrandingSettings(settings: $settings) {\n    ...BrandingSettingsFields\n  }\n}"): typeof import('./graphql.js').UpsertBrandingSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query adminGetAffiliateLinks($groupId: ID!) {\n  adminGetAffiliateLinks(groupId: $groupId) {\n    ...AffiliateLinkFields\n  }\n}"): typeof import('./graphql.js').AdminGetAffiliateLinksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query adminGetProductCollections($groupId: ID!) {\n  adminGetProductCollections(groupId: $groupId) {\n    ...ProductCollectionFields\n  }\n}"): typeof import('./graphql.js').AdminGetProductCollectionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query adminGetProducts($groupId: ID!) {\n  adminGetProducts(groupId: $groupId) {\n    ...ProductFields\n  }\n}"): typeof import('./graphql.js').AdminGetProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation archiveAffiliateLink($affiliateLinkId: ID!) {\n  archiveAffiliateLink(affiliateLinkId: $affiliateLinkId) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').ArchiveAffiliateLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation archiveProduct($productId: ID!) {\n  archiveProduct(productId: $productId) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').ArchiveProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation deleteProductCollection($collectionId: ID!) {\n  deleteProductCollection(collectionId: $collectionId) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').DeleteProductCollectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment VariantFields on Variant {\n  id\n  title\n  price\n  imageOriginalSrc\n  imageUrl\n  thumbnailUrl\n  selectedOptions {\n    name\n    value\n  }\n}\n\nfragment ProductImageFields on ProductImage {\n  imageOriginalSrc\n  imageUrl\n  thumbnailUrl\n  isFeatured\n}\n\nfragment ProductFields on Product {\n  id\n  alternateId\n  title\n  description\n  descriptionHtml\n  price\n  availableForSale\n  productType\n  vendor\n  handle\n  imageOriginalSrc\n  imageUrl\n  thumbnailUrl\n  variants {\n    ...VariantFields\n  }\n  images {\n    ...ProductImageFields\n  }\n}\n\nfragment ProductSummaryFields on Product {\n  id\n  alternateId\n  title\n  price\n  imageUrl\n  thumbnailUrl\n}\n\nfragment ProductCollectionFields on ProductCollection {\n  id\n  alternateId\n  title\n  description\n  handle\n  items {\n    productId\n    product {\n      ...ProductSummaryFields\n    }\n  }\n}\n\nfragment AffiliateLinkImageFields on AffiliateLinkImage {\n  id\n  affiliateLinkId\n  imageUrl\n  thumbnailUrl\n  rank\n}\n\nfragment AffiliateLinkFields on AffiliateLink {\n  id\n  createdAt\n  updatedAt\n  groupId\n  title\n  description\n  price\n  ctaText\n  url\n  images {\n    ...AffiliateLinkImageFields\n  }\n}"): typeof import('./graphql.js').VariantFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getAffiliateLinks {\n  getAffiliateLinks {\n    ...AffiliateLinkFields\n  }\n}"): typeof import('./graphql.js').GetAffiliateLinksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getBulkOperationStatus($operationId: ID!) {\n  getBulkOperationStatus(operationId: $operationId) {\n    url\n    completed\n    status\n    objectCount\n  }\n}"): typeof import('./graphql.js').GetBulkOperationStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getProductCollections {\n  getProductCollections {\n    ...ProductCollectionFields\n  }\n}"): typeof import('./graphql.js').GetProductCollectionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation getProductCollectionsBulk {\n  getProductCollectionsBulk {\n    operationId\n  }\n}"): typeof import('./graphql.js').GetProductCollectionsBulkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getProducts {\n  getProducts {\n    ...ProductFields\n  }\n}"): typeof import('./graphql.js').GetProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation getProductsBulk {\n  getProductsBulk {\n    operationId\n  }\n}"): typeof import('./graphql.js').GetProductsBulkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getProductsPaginated($searchInput: ProductSearchInput!) {\n  getProductsPaginated(searchInput: $searchInput) {\n    products {\n      ...ProductFields\n    }\n    count\n  }\n}"): typeof import('./graphql.js').GetProductsPaginatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation upsertAffiliateLink($id: ID, $title: String!, $description: String, $price: Float!, $ctaText: String, $url: String!, $images: [AffiliateLinkImageInput!]) {\n  upsertAffiliateLink(\n    id: $id\n    title: $title\n    description: $description\n    price: $price\n    ctaText: $ctaText\n    url: $url\n    images: $images\n  ) {\n    ...AffiliateLinkFields\n  }\n}"): typeof import('./graphql.js').UpsertAffiliateLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation upsertProductCollections($collections: [ProductCollectionInput!]!) {\n  upsertProductCollections(collections: $collections) {\n    ...ProductCollectionFields\n  }\n}"): typeof import('./graphql.js').UpsertProductCollectionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation upsertProducts($products: [ProductInput!]!) {\n  upsertProducts(products: $products) {\n    ...ProductFields\n  }\n}"): typeof import('./graphql.js').UpsertProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation acceptGroupInvitation($inviteId: ID!) {\n  acceptGroupInvitation(inviteId: $inviteId) {\n    ...GroupUserFields\n    group {\n      ...GroupFields\n    }\n  }\n}"): typeof import('./graphql.js').AcceptGroupInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation changeGroupUserRole($userId: ID!, $role: GroupRole!) {\n  changeGroupUserRole(userId: $userId, role: $role) {\n    ...GroupUserFields\n  }\n}"): typeof import('./graphql.js').ChangeGroupUserRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation createGroup($name: String!) {\n  createGroup(name: $name) {\n    ...GroupFields\n  }\n}"): typeof import('./graphql.js').CreateGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation declineGroupInvitation($inviteId: ID!) {\n  declineGroupInvitation(inviteId: $inviteId) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').DeclineGroupInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment GroupFields on Group {\n  id\n  createdAt\n  name\n  handle\n  viewerRole\n  shopifyStore {\n    ...ShopifyStoreFields\n  }\n  instagramAccount {\n    id\n    accountName\n    lastSyncedAt\n  }\n  planHistory {\n    ...GroupPlanHistoryFields\n  }\n}\n\nfragment GroupUserFields on GroupUser {\n  id\n  userId\n  groupId\n  role\n  user {\n    id\n    firstName\n    lastName\n    email\n  }\n}\n\nfragment GroupInvitationFields on GroupInvitation {\n  id\n  email\n  groupId\n  role\n  status\n  invitedByUserId\n  createdAt\n  group {\n    id\n    name\n  }\n}\n\nfragment GroupHistoryFields on GroupHistory {\n  id\n  userId\n  groupId\n  eventType\n  notes\n  createdAt\n}"): typeof import('./graphql.js').GroupFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getGroupsPendingInvitations {\n  getGroupsPendingInvitations {\n    ...GroupInvitationFields\n  }\n}"): typeof import('./graphql.js').GetGroupsPendingInvitationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getResourceCounts {\n  getResourceCounts {\n    videos\n    productCollections\n    products\n    strategies\n    widgets\n    instagramFeeds\n  }\n}"): typeof import('./graphql.js').GetResourceCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getUsersInGroup {\n  getUsersInGroup {\n    ...GroupUserFields\n  }\n}"): typeof import('./graphql.js').GetUsersInGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getUsersPendingGroupInvitations {\n  getUsersPendingGroupInvitations {\n    ...GroupInvitationFields\n  }\n}"): typeof import('./graphql.js').GetUsersPendingGroupInvitationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation inviteUserToGroup($email: String!, $role: GroupRole!) {\n  inviteUserToGroup(email: $email, role: $role) {\n    ...GroupInvitationFields\n  }\n}"): typeof import('./graphql.js').InviteUserToGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ownerDeleteGroup($groupName: String!) {\n  ownerDeleteGroup(groupName: $groupName) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').OwnerDeleteGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation removeUserFromGroup($userId: ID!) {\n  removeUserFromGroup(userId: $userId) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').RemoveUserFromGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation rescindGroupInvitation($inviteId: ID!) {\n  rescindGroupInvitation(inviteId: $inviteId) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').RescindGroupInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation setCurrentGroup($groupId: ID!) {\n  setCurrentGroup(groupId: $groupId) {\n    ...GroupFields\n  }\n}"): typeof import('./graphql.js').SetCurrentGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation updateGroup($name: String!) {\n  updateGroup(name: $name) {\n    ...GroupFields\n  }\n}"): typeof import('./graphql.js').UpdateGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation upsertGroupHandle($handle: String!) {\n  upsertGroupHandle(handle: $handle) {\n    ...GroupFields\n  }\n}"): typeof import('./graphql.js').UpsertGroupHandleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation deleteInstagramFeed($feedId: ID!) {\n  deleteInstagramFeed(feedId: $feedId) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').DeleteInstagramFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation disconnectInstagramAccount {\n  disconnectInstagramAccount {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').DisconnectInstagramAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment InstagramAccountFields on InstagramAccount {\n  id\n  createdAt\n  accountName\n  groupId\n  lastSyncedAt\n}\n\nfragment InstagramMediaFields on InstagramMedia {\n  id\n  createdAt\n  externalId\n  mediaType\n  mediaUrl\n  postedAt\n  thumbnailUrl\n  caption\n  mediaExpires\n  thumbnailExpires\n  parentMediaExternalId\n  rank\n}\n\nfragment InstagramFeedFields on InstagramFeed {\n  id\n  createdAt\n  updatedAt\n  title\n  groupId\n}"): typeof import('./graphql.js').InstagramAccountFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getEmbeddedInstagramFeed($instagramFeedId: ID!) {\n  getEmbeddedInstagramFeed(instagramFeedId: $instagramFeedId) {\n    feed {\n      ...InstagramFeedFields\n    }\n    media {\n      ...InstagramMediaFields\n    }\n    handle\n    brandingSettings {\n      ...BrandingSettingsFields\n    }\n  }\n}"): typeof import('./graphql.js').GetEmbeddedInstagramFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getInstagramAccount {\n  getInstagramAccount {\n    ...InstagramAccountFields\n  }\n}"): typeof import('./graphql.js').GetInstagramAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getInstagramFeeds {\n  getInstagramFeeds {\n    ...InstagramFeedFields\n  }\n}"): typeof import('./graphql.js').GetInstagramFeedsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getInstagramMedia {\n  getInstagramMedia {\n    ...InstagramMediaFields\n  }\n}"): typeof import('./graphql.js').GetInstagramMediaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getInstagramVideos {\n  getInstagramVideos {\n    id\n    mediaUrl\n    timestamp\n    thumbnailUrl\n  }\n}"): typeof import('./graphql.js').GetInstagramVideosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation setupInstagramAccount($code: String!) {\n  setupInstagramAccount(code: $code) {\n    ...InstagramAccountFields\n  }\n}"): typeof import('./graphql.js').SetupInstagramAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation syncInstagramAccount {\n  syncInstagramAccount {\n    ...InstagramAccountFields\n  }\n}"): typeof import('./graphql.js').SyncInstagramAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation upsertInstagramFeed($id: ID!, $title: String!) {\n  upsertInstagramFeed(id: $id, title: $title) {\n    ...InstagramFeedFields\n  }\n}"): typeof import('./graphql.js').UpsertInstagramFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query adminGetVirtualVideos($groupId: ID!) {\n  adminGetVirtualVideos(groupId: $groupId) {\n    ...VirtualVideoFields\n  }\n}"): typeof import('./graphql.js').AdminGetVirtualVideosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query adminGetWidgets($groupId: ID!) {\n  adminGetWidgets(groupId: $groupId) {\n    ...WidgetFields\n  }\n}"): typeof import('./graphql.js').AdminGetWidgetsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation attachMediaCollectionToWidget($widgetId: ID!, $mediaCollectionId: ID!) {\n  attachMediaCollectionToWidget(\n    widgetId: $widgetId\n    mediaCollectionId: $mediaCollectionId\n  ) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').AttachMediaCollectionToWidgetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation attachVirtualVideoToWidget($widgetId: ID!, $virtualVideoId: ID!) {\n  attachVirtualVideoToWidget(widgetId: $widgetId, virtualVideoId: $virtualVideoId) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').AttachVirtualVideoToWidgetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation deleteMediaCollection($collectionId: ID!) {\n  deleteMediaCollection(collectionId: $collectionId) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').DeleteMediaCollectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation deleteWidget($id: ID!) {\n  deleteWidget(id: $id) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').DeleteWidgetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment LayoutVideoFields on Video {\n  id\n  title\n  url\n  duration\n  aspectRatio\n  status\n  thumbnailUrl\n  source\n  sourceId\n  loop\n}\n\nfragment LayoutAudioFields on Audio {\n  id\n  title\n  url\n  duration\n  loop\n}\n\nfragment LayoutImageCollectionFields on ImageCollection {\n  id\n  title\n  thumbnailUrl\n  source\n  items {\n    rank\n    imageId\n    image {\n      id\n      title\n      imageUrl\n      aspectRatio\n    }\n  }\n}\n\nfragment VirtualVideoSegmentFields on VirtualVideoSegment {\n  id\n  title\n  rank\n  startTime\n  endTime\n  videoId\n  audioId\n  imageCollectionId\n  video {\n    ...LayoutVideoFields\n  }\n  audio {\n    ...LayoutAudioFields\n  }\n  imageCollection {\n    ...LayoutImageCollectionFields\n  }\n  audioSrc\n  overlayId\n  overlay {\n    ...LayoutImageCollectionFields\n  }\n  overlayStart\n  overlayEnd\n  overlayX\n  overlayY\n  overlayWidth\n  overlayHeight\n}\n\nfragment VirtualVideoFields on VirtualVideo {\n  id\n  createdAt\n  updatedAt\n  groupId\n  title\n  segments {\n    ...VirtualVideoSegmentFields\n  }\n}\n\nfragment VirtualVideoSummaryFields on VirtualVideo {\n  id\n  createdAt\n  updatedAt\n  title\n  segments {\n    id\n    rank\n    videoId\n    imageCollectionId\n    video {\n      id\n      title\n      thumbnailUrl\n      status\n    }\n    imageCollection {\n      id\n      title\n      thumbnailUrl\n    }\n  }\n}\n\nfragment MediaCollectionFields on MediaCollection {\n  id\n  createdAt\n  updatedAt\n  title\n  thumbnailUrl\n  items {\n    rank\n    virtualVideoId\n    videoId\n    imageCollectionId\n    virtualVideo {\n      ...VirtualVideoFields\n    }\n    video {\n      ...LayoutVideoFields\n    }\n    imageCollection {\n      ...LayoutImageCollectionFields\n    }\n  }\n}\n\nfragment WidgetFields on Widget {\n  id\n  createdAt\n  updatedAt\n  groupId\n  title\n  type\n  status\n  videoId\n  mediaCollectionId\n  imageCollectionId\n  virtualVideoId\n  video {\n    id\n    title\n    thumbnailUrl\n    source\n  }\n  imageCollection {\n    id\n    title\n    thumbnailUrl\n  }\n  virtualVideo {\n    ...VirtualVideoSummaryFields\n  }\n  mediaCollection {\n    id\n    title\n    thumbnailUrl\n    items {\n      rank\n      virtualVideoId\n      videoId\n      imageCollectionId\n      virtualVideo {\n        ...VirtualVideoSummaryFields\n      }\n    }\n  }\n}\n\nfragment VideoPosterFields on Video {\n  id\n  thumbnailSources {\n    url\n    width\n    type\n  }\n}\n\nfragment EmbeddedWidgetFields on Widget {\n  id\n  updatedAt\n  groupId\n  title\n  type\n  status\n  videoId\n  mediaCollectionId\n  imageCollectionId\n  virtualVideoId\n  video {\n    ...LayoutVideoFields\n    ...VideoPosterFields\n  }\n  imageCollection {\n    ...LayoutImageCollectionFields\n  }\n  virtualVideo {\n    ...VirtualVideoFields\n    segments {\n      id\n      video {\n        ...VideoPosterFields\n      }\n    }\n  }\n  mediaCollection {\n    ...MediaCollectionFields\n    items {\n      rank\n      video {\n        ...VideoPosterFields\n      }\n      virtualVideo {\n        id\n        segments {\n          id\n          video {\n            ...VideoPosterFields\n          }\n        }\n      }\n    }\n  }\n  brandingSettings {\n    ...BrandingSettingsFields\n  }\n}"): typeof import('./graphql.js').LayoutVideoFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getEmbeddedWidget($widgetId: ID!) {\n  getEmbeddedWidget(widgetId: $widgetId) {\n    ...EmbeddedWidgetFields\n  }\n}"): typeof import('./graphql.js').GetEmbeddedWidgetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getMediaCollections {\n  getMediaCollections {\n    ...MediaCollectionFields\n  }\n}"): typeof import('./graphql.js').GetMediaCollectionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getVirtualVideos {\n  getVirtualVideos {\n    ...VirtualVideoFields\n  }\n}"): typeof import('./graphql.js').GetVirtualVideosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getWidgets {\n  getWidgets {\n    ...WidgetFields\n  }\n}"): typeof import('./graphql.js').GetWidgetsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation markWidgetAsReady($widgetId: ID!) {\n  markWidgetAsReady(widgetId: $widgetId) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').MarkWidgetAsReadyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation upsertMediaCollection($id: ID, $title: String!, $thumbnailUrl: String, $items: [MediaCollectionItemInput!]!) {\n  upsertMediaCollection(\n    id: $id\n    title: $title\n    thumbnailUrl: $thumbnailUrl\n    items: $items\n  ) {\n    ...MediaCollectionFields\n  }\n}"): typeof import('./graphql.js').UpsertMediaCollectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation upsertVirtualVideo($id: ID, $title: String!, $segments: [VirtualVideoSegmentInput!]!) {\n  upsertVirtualVideo(id: $id, title: $title, segments: $segments) {\n    ...VirtualVideoFields\n  }\n}"): typeof import('./graphql.js').UpsertVirtualVideoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation upsertWidgetBase($id: ID, $title: String!, $type: LayoutType!) {\n  upsertWidgetBase(id: $id, title: $title, type: $type)\n}"): typeof import('./graphql.js').UpsertWidgetBaseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query adminGetAudios($groupId: ID!) {\n  adminGetAudios(groupId: $groupId) {\n    ...AudioFields\n  }\n}"): typeof import('./graphql.js').AdminGetAudiosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query adminGetImageCollections($groupId: ID!) {\n  adminGetImageCollections(groupId: $groupId) {\n    ...ImageCollectionFields\n  }\n}"): typeof import('./graphql.js').AdminGetImageCollectionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query adminGetVideos($groupId: ID!) {\n  adminGetVideos(groupId: $groupId) {\n    ...VideoFields\n  }\n}"): typeof import('./graphql.js').AdminGetVideosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation checkAndUpdateVideoStatus($videoId: ID!) {\n  checkAndUpdateVideoStatus(videoId: $videoId) {\n    ...VideoFields\n  }\n}"): typeof import('./graphql.js').CheckAndUpdateVideoStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation deleteAudio($audioId: ID!) {\n  deleteAudio(audioId: $audioId) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').DeleteAudioDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation deleteImage($imageId: ID!) {\n  deleteImage(imageId: $imageId) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').DeleteImageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation deleteImageCollection($collectionId: ID!) {\n  deleteImageCollection(collectionId: $collectionId) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').DeleteImageCollectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation deleteVideo($videoId: ID!) {\n  deleteVideo(videoId: $videoId) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').DeleteVideoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment VideoFields on Video {\n  id\n  createdAt\n  updatedAt\n  title\n  description\n  url\n  duration\n  aspectRatio\n  status\n  thumbnailUrl\n  externalId\n  source\n  sourceId\n  loop\n}\n\nfragment AudioFields on Audio {\n  id\n  createdAt\n  updatedAt\n  title\n  description\n  url\n  duration\n  status\n  externalId\n  loop\n}\n\nfragment ImageFields on Image {\n  id\n  createdAt\n  updatedAt\n  title\n  description\n  aspectRatio\n  imageUrl\n  source\n  sourceId\n}\n\nfragment ImageCollectionFields on ImageCollection {\n  id\n  createdAt\n  updatedAt\n  title\n  thumbnailUrl\n  source\n  items {\n    rank\n    imageId\n    image {\n      ...ImageFields\n    }\n  }\n}\n\nfragment AssetUploadUrlFields on AssetUploadUrl {\n  fileName\n  fileKey\n  url\n  objectExists\n}"): typeof import('./graphql.js').VideoFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getAffiliateLinkImageUploadUrls($fileData: [FileDataInput!]!) {\n  getAffiliateLinkImageUploadUrls(fileData: $fileData) {\n    ...AssetUploadUrlFields\n  }\n}"): typeof import('./graphql.js').GetAffiliateLinkImageUploadUrlsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getAudioUploadUrl($fileName: String!) {\n  getAudioUploadUrl(fileName: $fileName) {\n    id\n    url\n  }\n}"): typeof import('./graphql.js').GetAudioUploadUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getAudios {\n  getAudios {\n    ...AudioFields\n  }\n}"): typeof import('./graphql.js').GetAudiosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getImageCollections {\n  getImageCollections {\n    ...ImageCollectionFields\n  }\n}"): typeof import('./graphql.js').GetImageCollectionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getImageUploadUrls($fileData: [FileDataInput!]!) {\n  getImageUploadUrls(fileData: $fileData) {\n    ...AssetUploadUrlFields\n  }\n}"): typeof import('./graphql.js').GetImageUploadUrlsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getProductImageUploadUrls($fileData: [FileDataInput!]!) {\n  getProductImageUploadUrls(fileData: $fileData) {\n    ...AssetUploadUrlFields\n  }\n}"): typeof import('./graphql.js').GetProductImageUploadUrlsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getVideoImageUploadUrl($fileName: String!, $fileType: String!) {\n  getVideoImageUploadUrl(fileName: $fileName, fileType: $fileType) {\n    ...AssetUploadUrlFields\n  }\n}"): typeof import('./graphql.js').GetVideoImageUploadUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getVideoUploadUrl($fileName: String!, $size: Float!, $duration: Int!) {\n  getVideoUploadUrl(fileName: $fileName, size: $size, duration: $duration) {\n    id\n    url\n  }\n}"): typeof import('./graphql.js').GetVideoUploadUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getVideoUploadUsage {\n  getVideoUploadUsage {\n    planId\n    limitMinutes\n    usedMinutes\n    remainingMinutes\n    periodStart\n    periodEnd\n  }\n}"): typeof import('./graphql.js').GetVideoUploadUsageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getVideos {\n  getVideos {\n    ...VideoFields\n  }\n}"): typeof import('./graphql.js').GetVideosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation saveImageCollection($title: String!, $items: [ImageCollectionItemInput!]!) {\n  saveImageCollection(title: $title, items: $items) {\n    success\n    errorMessage\n    imageCollection {\n      ...ImageCollectionFields\n    }\n    uploadedImages {\n      ...ImageFields\n    }\n  }\n}"): typeof import('./graphql.js').SaveImageCollectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation uploadVideoFromUrl($url: String!, $title: String!) {\n  uploadVideoFromUrl(url: $url, title: $title)\n}"): typeof import('./graphql.js').UploadVideoFromUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation upsertAudio($id: ID, $title: String!, $description: String, $url: String, $duration: Float, $externalId: String, $loop: Boolean) {\n  upsertAudio(\n    id: $id\n    title: $title\n    description: $description\n    url: $url\n    duration: $duration\n    externalId: $externalId\n    loop: $loop\n  ) {\n    ...AudioFields\n  }\n}"): typeof import('./graphql.js').UpsertAudioDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation upsertImage($id: ID, $title: String!, $description: String, $aspectRatio: Float, $imageUrl: String, $source: ImageSource, $sourceId: String) {\n  upsertImage(\n    id: $id\n    title: $title\n    description: $description\n    aspectRatio: $aspectRatio\n    imageUrl: $imageUrl\n    source: $source\n    sourceId: $sourceId\n  ) {\n    ...ImageFields\n  }\n}"): typeof import('./graphql.js').UpsertImageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation upsertImageCollection($id: ID, $title: String!, $items: [ImageCollectionImageInput!]) {\n  upsertImageCollection(id: $id, title: $title, items: $items) {\n    ...ImageCollectionFields\n  }\n}"): typeof import('./graphql.js').UpsertImageCollectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation upsertVideo($id: ID, $title: String!, $description: String, $url: String, $thumbnailUrl: String, $duration: Float, $aspectRatio: Float, $externalId: String, $loop: Boolean, $source: VideoSource, $sourceId: String) {\n  upsertVideo(\n    id: $id\n    title: $title\n    description: $description\n    url: $url\n    thumbnailUrl: $thumbnailUrl\n    duration: $duration\n    aspectRatio: $aspectRatio\n    externalId: $externalId\n    loop: $loop\n    source: $source\n    sourceId: $sourceId\n  ) {\n    ...VideoFields\n  }\n}"): typeof import('./graphql.js').UpsertVideoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query adminGetExperiments($groupId: ID!) {\n  adminGetExperiments(groupId: $groupId) {\n    ...ExperimentFields\n  }\n}"): typeof import('./graphql.js').AdminGetExperimentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query adminGetStrategies($groupId: ID!) {\n  adminGetStrategies(groupId: $groupId) {\n    ...StrategyFields\n  }\n}"): typeof import('./graphql.js').AdminGetStrategiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation deleteExperiment($id: ID!) {\n  deleteExperiment(id: $id) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').DeleteExperimentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation deleteStrategy($id: ID!) {\n  deleteStrategy(id: $id) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').DeleteStrategyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment IndividualAssignmentFields on IndividualAssignment {\n  id\n  productId\n  affiliateLinkId\n  adType\n  name\n  rank\n  startTimeIndex\n  instagramMediaId\n}\n\nfragment MultipleAssignmentFields on MultipleAssignment {\n  id\n  productCollectionId\n  adType\n  name\n  rank\n  startTimeIndex\n  bannerInterval\n}\n\nfragment StrategyFields on Strategy {\n  id\n  createdAt\n  updatedAt\n  title\n  individualAssignments {\n    ...IndividualAssignmentFields\n  }\n  multipleAssignments {\n    ...MultipleAssignmentFields\n  }\n}\n\nfragment ExperimentFields on Experiment {\n  id\n  createdAt\n  updatedAt\n  title\n  virtualVideoId\n  instagramFeedId\n  items {\n    id\n    strategyId\n    rangePercentage\n    ranges {\n      id\n      start\n      end\n    }\n    strategy {\n      ...StrategyFields\n    }\n  }\n}\n\nfragment ExperimentDataProductFields on Product {\n  id\n  title\n  vendor\n  productType\n  handle\n  price\n  imageUrl\n  thumbnailUrl\n  images {\n    imageUrl\n    thumbnailUrl\n    isFeatured\n  }\n  variants {\n    id\n    title\n    price\n    imageUrl\n    thumbnailUrl\n    selectedOptions {\n      name\n      value\n    }\n  }\n}\n\nfragment ExperimentDataProductCollectionFields on ProductCollection {\n  id\n  title\n  items {\n    productId\n  }\n}\n\nfragment ExperimentDataAffiliateLinkFields on AffiliateLink {\n  id\n  title\n  price\n  ctaText\n  url\n  images {\n    id\n    imageUrl\n    thumbnailUrl\n    rank\n  }\n}"): typeof import('./graphql.js').IndividualAssignmentFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getExperimentData($virtualVideoId: ID, $instagramFeedId: ID) {\n  getExperimentData(\n    virtualVideoId: $virtualVideoId\n    instagramFeedId: $instagramFeedId\n  ) {\n    experiment {\n      ...ExperimentFields\n    }\n    products {\n      ...ExperimentDataProductFields\n    }\n    productCollections {\n      ...ExperimentDataProductCollectionFields\n    }\n    affiliateLinks {\n      ...ExperimentDataAffiliateLinkFields\n    }\n    shopifyStore {\n      id\n      storeName\n    }\n  }\n}"): typeof import('./graphql.js').GetExperimentDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getExperimentForInstagramFeed($id: ID!) {\n  getExperimentForInstagramFeed(id: $id) {\n    ...ExperimentFields\n  }\n}"): typeof import('./graphql.js').GetExperimentForInstagramFeedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getExperimentForVirtualVideo($id: ID!) {\n  getExperimentForVirtualVideo(id: $id) {\n    ...ExperimentFields\n  }\n}"): typeof import('./graphql.js').GetExperimentForVirtualVideoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getExperiments {\n  getExperiments {\n    ...ExperimentFields\n  }\n}"): typeof import('./graphql.js').GetExperimentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getStrategies {\n  getStrategies {\n    ...StrategyFields\n  }\n}"): typeof import('./graphql.js').GetStrategiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation upsertExperiment($id: ID, $title: String!, $virtualVideoId: ID, $instagramFeedId: ID, $items: [ExperimentItemInput!]!) {\n  upsertExperiment(\n    id: $id\n    title: $title\n    virtualVideoId: $virtualVideoId\n    instagramFeedId: $instagramFeedId\n    items: $items\n  ) {\n    ...ExperimentFields\n  }\n}"): typeof import('./graphql.js').UpsertExperimentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation upsertStrategy($id: ID, $title: String!, $assignments: StrategyAssignmentsInput!) {\n  upsertStrategy(id: $id, title: $title, assignments: $assignments)\n}"): typeof import('./graphql.js').UpsertStrategyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation deleteSliderPage($sliderPageId: ID!) {\n  deleteSliderPage(sliderPageId: $sliderPageId) {\n    success\n    message\n  }\n}"): typeof import('./graphql.js').DeleteSliderPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SliderFields on Slider {\n  id\n  title\n  rank\n  sliderItems {\n    id\n    rank\n    virtualVideoId\n    virtualVideo {\n      ...VirtualVideoSummaryFields\n    }\n  }\n}\n\nfragment SliderPageFields on SliderPage {\n  id\n  createdAt\n  updatedAt\n  groupId\n  groupHandle\n  title\n  description\n  slug\n  sliders {\n    ...SliderFields\n  }\n  featuredSlider {\n    ...SliderFields\n  }\n}"): typeof import('./graphql.js').SliderFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getEmbeddedSliderItem($sliderItemId: ID!) {\n  getEmbeddedSliderItem(sliderItemId: $sliderItemId) {\n    ...EmbeddedWidgetFields\n  }\n}"): typeof import('./graphql.js').GetEmbeddedSliderItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getSliderPages {\n  getSliderPages {\n    ...SliderPageFields\n  }\n}"): typeof import('./graphql.js').GetSliderPagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation upsertSliderPage($page: SliderPageInput!) {\n  upsertSliderPage(page: $page) {\n    ...SliderPageFields\n  }\n}"): typeof import('./graphql.js').UpsertSliderPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query checkStoreCredentialOwner($storeName: String!) {\n  checkStoreCredentialOwner(storeName: $storeName) {\n    hasPermission\n    group {\n      ...GroupFields\n    }\n  }\n}"): typeof import('./graphql.js').CheckStoreCredentialOwnerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation connectShopifyStoreToGroup($storeName: String!, $groupId: ID!) {\n  connectShopifyStoreToGroup(storeName: $storeName, groupId: $groupId) {\n    ...ShopifyStoreFields\n  }\n}"): typeof import('./graphql.js').ConnectShopifyStoreToGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ShopifyStoreFields on ShopifyStore {\n  id\n  groupId\n  storeName\n  groupName\n}"): typeof import('./graphql.js').ShopifyStoreFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query getShopifyStore {\n  getShopifyStore {\n    ...ShopifyStoreFields\n  }\n}"): typeof import('./graphql.js').GetShopifyStoreDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
