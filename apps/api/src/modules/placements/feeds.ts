// Who owns an Instagram feed (the instagram module's feeds): placements on a feed are saved only by
// its group, and getExperimentData(instagramFeedId) shows only its group's products. A feed id
// alone (public in store pages) never decides which group's products show on it.
import type { Database } from '../../db/connection';
import { feedGroupOf, groupMediaIds } from '../instagram';

export function instagramFeedGroup(db: Database, feedId: string): Promise<string | null> {
  return feedGroupOf(db, feedId);
}

/** Which of `ids` are the group's Instagram posts (assignments on other ids are not kept). */
export function ownInstagramMedia(
  db: Database,
  groupId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  return groupMediaIds(db, groupId, ids);
}
