// Route module for /admin/sliders/:id (`new` for a new page): loads the page and the catalogue of
// the admin's current group (adminGetVirtualVideos: getVirtualVideos answers members only), and
// saves through upsertSliderPage.
import {
  AdminGetVirtualVideosDocument,
  UpsertSliderPageDocument,
  type SliderPageInput,
} from '@vendy/client/generated';
import { Button, Link, Spinner, toasts } from '@vendy/ui-kit';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { FormError } from '../../../components/FormError';
import { request } from '../../../lib/api';
import { useRemote } from '../../../lib/useRemote';
import { routes } from '../../../routes';
import { useSession } from '../../../session';
import * as page from '../AdminPage.css';
import { SAVED, SliderEditorPage } from './SliderEditorPage';
import { loadSliderPages } from './SliderPagesRoute';
import * as styles from './sliders.css';

export const NEW_PAGE = 'new';
export const NOT_FOUND = 'Slider page not found.';

export function SliderEditorRoute() {
  const { id = NEW_PAGE } = useParams();
  const navigate = useNavigate();
  const { currentUser } = useSession();
  const group = currentUser.currentGroup;
  // A new page's id, chosen once: saving it twice updates the same page.
  const [newPageId] = useState(() => crypto.randomUUID());
  const isNew = id === NEW_PAGE;
  const pageId = isNew ? newPageId : id;

  const pages = useRemote('slider-pages', loadSliderPages, { enabled: !isNew });
  const catalogue = useRemote(`slider-catalogue:${group?.id ?? ''}`, async (signal) =>
    group
      ? (await request(AdminGetVirtualVideosDocument, { groupId: group.id }, { signal }))
          .adminGetVirtualVideos
      : [],
  );

  const onSave = async (input: SliderPageInput) => {
    const { upsertSliderPage: saved } = await request(UpsertSliderPageDocument, { page: input });
    pages.set([
      saved,
      ...(pages.state.status === 'ready' ? pages.state.data.filter((p) => p.id !== saved.id) : []),
    ]);
    toasts.success(SAVED);
    if (isNew) navigate(routes.adminSliderPage(saved.id), { replace: true });
    return saved;
  };

  if (!isNew && pages.state.status !== 'ready') {
    return pages.state.status === 'loading' ? (
      <div className={page.page}>
        <Spinner label="Loading slider page" />
      </div>
    ) : (
      <div className={page.page}>
        <div className={styles.problem}>
          <FormError message={pages.state.message} align="center" />
          <Button variant="secondary" size="sm" onPress={() => void pages.reload()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  const stored =
    pages.state.status === 'ready' ? (pages.state.data.find((p) => p.id === pageId) ?? null) : null;
  if (!isNew && !stored) {
    return (
      <div className={page.page}>
        <FormError message={NOT_FOUND} align="center" />
        <Link href={routes.adminSliders()}>Back to Slider Pages</Link>
      </div>
    );
  }
  return (
    <SliderEditorPage
      key={pageId}
      pageId={pageId}
      stored={stored}
      groupHandle={group?.handle ?? null}
      catalogue={catalogue.state}
      onRetryCatalogue={() => void catalogue.reload()}
      onSave={onSave}
    />
  );
}
