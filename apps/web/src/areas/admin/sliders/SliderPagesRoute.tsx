// Route module for /admin/sliders: loads the slider pages and deletes them.
import { DeleteSliderPageDocument, GetSliderPagesDocument } from '@vendy/client/generated';
import { toasts } from '@vendy/ui-kit';
import { request } from '../../../lib/api';
import { useRemote } from '../../../lib/useRemote';
import { DELETE_ERROR, SliderPagesPage } from './SliderPagesPage';

export const loadSliderPages = async (signal: AbortSignal) =>
  (await request(GetSliderPagesDocument, {}, { signal })).getSliderPages;

export function SliderPagesRoute() {
  const pages = useRemote('slider-pages', loadSliderPages);

  const onDelete = async (sliderPageId: string) => {
    const { deleteSliderPage: result } = await request(DeleteSliderPageDocument, { sliderPageId });
    if (!result.success) throw new Error(result.message ?? DELETE_ERROR);
    pages.update((list) => list.filter((p) => p.id !== sliderPageId));
    toasts.success('Slider page deleted.');
  };

  return (
    <SliderPagesPage pages={pages.state} onDelete={onDelete} onRetry={() => void pages.reload()} />
  );
}
