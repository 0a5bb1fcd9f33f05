// Route module for /images: photo collections need a paid plan (doc 2 §2), so a group without one
// sees the upgrade card; otherwise the group's collections load and the page's dialogs are wired to
// the server, keeping the list up to date after each change.
import { useMemo } from 'react';
import { GetImageCollectionsDocument } from '@vendy/client/generated';
import { activePlan, needsUpgrade } from '@vendy/client/domain';
import { request } from '../../lib/api';
import { useSession } from '../../session';
import { useRemote } from '../../lib/useRemote';
import { removeFromList, upsertInList } from '../../lib/lists';
import { ImagesPage } from './ImagesPage';
import { createPhotoActions, type ImageCollection, type PhotoActions } from './photoActions';
import { loadInstagramPictures } from './instagramPictures';
import { UpgradeCard } from '../../components/UpgradeCard';

export interface ImagesRouteProps {
  /** The PUT transport of the photo files (tests answer it without a network). */
  fetch?: typeof globalThis.fetch;
}

const loadCollections = async () =>
  (await request(GetImageCollectionsDocument)).getImageCollections;

export function ImagesRoute({ fetch }: ImagesRouteProps = {}) {
  const { currentUser } = useSession();
  const plan = activePlan(currentUser.currentGroup?.planHistory)?.plan;
  if (needsUpgrade({ plan, paidRequired: true })) return <UpgradeCard heading="Photos" />;
  // Keyed by group: switching groups loads that group's collections afresh.
  return (
    <PhotoCollections
      key={currentUser.currentGroup?.id}
      fetch={fetch}
      hasInstagram={Boolean(currentUser.currentGroup?.instagramAccount)}
    />
  );
}

function PhotoCollections({ fetch, hasInstagram }: ImagesRouteProps & { hasInstagram: boolean }) {
  const { state: collections, update } = useRemote<readonly ImageCollection[]>(
    'photo-collections',
    loadCollections,
  );
  const server = useMemo(
    () =>
      createPhotoActions({
        request,
        // Bound, so that the browser's fetch is not called as a method of another object.
        fetch: fetch ?? ((input, init) => globalThis.fetch(input, init)),
      }),
    [fetch],
  );
  const actions: PhotoActions = {
    async create(values, options) {
      const created = await server.create(values, options);
      update((list) => upsertInList(list, created));
      return created;
    },
    async save(collection, values, options) {
      const saved = await server.save(collection, values, options);
      update((list) => upsertInList(list, saved));
      return saved;
    },
    async remove(collection) {
      await server.remove(collection);
      update((list) => removeFromList(list, collection.id));
    },
    // Only a group with an account connected is offered its Instagram pictures.
    loadInstagramPictures: hasInstagram ? loadInstagramPictures(request) : undefined,
  };
  return <ImagesPage collections={collections} actions={actions} />;
}
