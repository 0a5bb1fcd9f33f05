// Who owns an Instagram feed. Feeds belong to the instagram module, which does not exist yet: until
// its feeds table does, no feed has an owner, so placements on feeds are refused on save and
// getExperimentData(instagramFeedId) finds nothing. A feed id alone must never decide which
// group's products show on it (feed ids are public in store pages), hence no guessing here.
// TODO(instagram): answer the feed's groupId with one select on the feeds table.
import type { Database } from '../../db/connection';

export async function instagramFeedGroup(_db: Database, _feedId: string): Promise<string | null> {
  return null;
}
