// The sandbox shop that the demo data is seeded into; its storefront shows the demo layouts
// (storefront/index.ts: DEMO_LAYOUT_SETTING, DEMO_CAROUSEL_LAYOUT_SETTING).
export const DEMO_STORE_NAME = 'vendy-demo.myshopify.com';
