// Every table of the database, one file per module. drizzle-kit reads this file to generate
// migrations, and the query builder gets it for typed relational queries.
export * from './settings';
export * from './accounts';
export * from './groups';
export * from './stores';
export * from './billing';
export * from './mail';
export * from './sandbox-shopify';
export * from './affiliate-links';
export * from './sandbox-social';
export * from './videos';
export * from './sandbox-shopify-catalogue';
export * from './catalogue';
export * from './audio';
export * from './images';
export * from './events';
export * from './layouts';
export * from './placements';
export * from './sandbox-shopify-carts';
export * from './instagram';
export * from './branding';
export * from './orders';
export * from './sandbox-shopify-orders';
export * from './analytics';
export * from './ai';
export * from './sliders';
