// Layouts by access level (see areas/types.ts): each loads what its pages need, applies its access
// rule and frames the page in its shell. The public layout and the signed-in ones live in separate
// modules so that the router can load the signed-in shells only for their pages.
export { PublicLayout } from './publicLayout';
export { AdminLayout, AppLayout, SemiPublicLayout } from './signedInLayouts';
