// The affiliate links module's face: links by id, in the SDL's shape (placements show them).
export { LINK_NOT_FOUND } from './messages';
export { affiliateLinksByIds } from './service';
export { affiliateLinksModule } from './module';
