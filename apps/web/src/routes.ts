// Typed route builders: the one place that knows the app's paths (spec doc 1 §2, doc 2 §2, doc 3 §2).
const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, v);
  const s = params.toString();
  return s ? `${path}?${s}` : path;
};

export const routes = {
  home: () => '/',
  login: () => '/login',
  signup: () => '/signup',
  forgotPassword: () => '/forgot-password',
  resetPassword: (changeId?: string) => withQuery('/reset-password', { changeId }),
  logout: () => '/logout',
  verify: (code?: string) => withQuery('/verify', { code }),
  verifyPrompt: () => '/verify-prompt',
  gettingStarted: () => '/getting-started',
  groups: () => '/groups',
  group: () => '/group',
  pendingInvitations: () => '/pending-invitations',
  shopifyPrompt: () => '/shopify-prompt',
  shopifyConnect: (store?: string) => withQuery('/shopify-connect', { store }),
  plans: () => '/plans',
  account: () => '/account',
  dashboard: () => '/dashboard',
  terms: () => '/terms',
  privacy: () => '/privacy',
  supportEmbedALayout: () => '/support/embed-a-layout',
  supportManuallyEmbedALayout: () => '/support/manually-embed-a-layout',
  supportLayouts: () => '/support/layouts',
  notFound: () => '/404',
  layouts: () => '/layouts',
  /** The layout wizard on a new layout, given a video (and a product placed at a moment, seconds). */
  newLayoutWith: (from: { video: string; product?: string; at?: number }) =>
    withQuery('/layouts', {
      layout: 'new',
      video: from.video,
      product: from.product,
      at: from.at === undefined ? undefined : String(from.at),
    }),
  videos: () => '/videos',
  audios: () => '/audios',
  images: () => '/images',
  products: () => '/products',
  brand: () => '/brand',
  analytics: () => '/analytics',
  analyticsFrame: () => '/analytics/frame',
  ai: () => '/ai',
  instagram: (editDefault?: boolean) =>
    withQuery('/instagram', { editDefault: editDefault ? 'true' : undefined }),
  instagramConnect: () => '/instagram/connect',
  instagramReconnect: () => '/instagram/reconnect',
  adminDashboard: () => '/admin/dashboard',
  adminGroups: () => '/admin/groups',
  adminGroup: (id: string) => `/admin/groups/${encodeURIComponent(id)}`,
  adminSliders: () => '/admin/sliders',
  /** A slider page in the editor; `new` starts a new page. */
  adminSliderPage: (id: string) => `/admin/sliders/${encodeURIComponent(id)}`,
} as const;

export type RouteName = keyof typeof routes;
