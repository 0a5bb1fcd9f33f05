// Fixtures of the slider pages screens: the admin's group's shoppable videos (pictures drawn as
// inline SVG, no network), saved pages, and msw answers that remember saves and deletes.
import type {
  SliderFieldsFragment,
  SliderPageFieldsFragment,
  SliderPageInput,
  VirtualVideoFieldsFragment,
} from '@vendy/client/generated';
import { acmeGroup } from '../../../mocks/fixtures';
import { editedVideo } from '../../layouts/editor/fixtures';
import { pictureUrl } from '../../videos/fixtures';

const AT = '2026-11-18T10:00:00.000Z';
const template = editedVideo.segments[0]!;

export const shoppableVideo = (
  id: string,
  title: string,
  colour: string,
): VirtualVideoFieldsFragment => ({
  ...editedVideo,
  id,
  title,
  groupId: acmeGroup.id,
  segments: [
    {
      ...template,
      id: `${id}-segment`,
      video: {
        ...template.video!,
        id: `${id}-video`,
        title,
        thumbnailUrl: pictureUrl(title, colour, 180, 240),
      },
    },
  ],
});

export const catalogue: VirtualVideoFieldsFragment[] = [
  shoppableVideo('vv-jacket', 'Rain jacket close-up', '#37474f'),
  shoppableVideo('vv-boots', 'Hiking boots', '#5d4037'),
  shoppableVideo('vv-scarf', 'Wool scarf', '#1565c0'),
  shoppableVideo('vv-tent', 'Two-person tent', '#2e7d32'),
  shoppableVideo('vv-mug', 'Enamel camp mug', '#6a1b9a'),
  shoppableVideo('vv-lamp', 'Camp lantern', '#ad1457'),
];

const byId = new Map(catalogue.map((v) => [v.id, v]));

const slider = (
  id: string,
  title: string,
  rank: number,
  videoIds: string[],
): SliderFieldsFragment => ({
  id,
  title,
  rank,
  sliderItems: videoIds.map((virtualVideoId, index) => ({
    id: `${id}-item-${index + 1}`,
    rank: index,
    virtualVideoId,
    virtualVideo: byId.get(virtualVideoId) ?? null,
  })),
});

export const autumnPage: SliderPageFieldsFragment = {
  id: 'page-autumn',
  createdAt: AT,
  updatedAt: '2026-11-19T09:30:00.000Z',
  groupId: acmeGroup.id,
  groupHandle: acmeGroup.handle ?? null,
  title: 'Autumn outdoors',
  description: 'Gear for wet walks and cold camps.',
  slug: 'autumn-outdoors',
  featuredSlider: slider('slider-featured', 'This week', -1, ['vv-jacket', 'vv-boots']),
  sliders: [
    slider('slider-walk', 'Walking', 0, ['vv-boots', 'vv-scarf', 'vv-jacket']),
    slider('slider-camp', 'Camping', 1, ['vv-tent', 'vv-mug']),
  ],
};

export const giftsPage: SliderPageFieldsFragment = {
  id: 'page-gifts',
  createdAt: AT,
  updatedAt: '2026-11-10T09:30:00.000Z',
  groupId: acmeGroup.id,
  groupHandle: acmeGroup.handle ?? null,
  title: 'Gift guide',
  description: null,
  slug: 'gift-guide',
  featuredSlider: null,
  sliders: [slider('slider-gifts', 'Under $50', 0, ['vv-mug', 'vv-lamp'])],
};

export const sliderPages = [autumnPage, giftsPage];

/** The pages as the server answers them while the group has no handle. */
export const withoutHandle = (pages: SliderPageFieldsFragment[]) =>
  pages.map((p) => ({ ...p, groupHandle: null }));

const storedSlider = (input: SliderPageInput['sliders'][number]): SliderFieldsFragment => ({
  id: String(input.id),
  title: input.title,
  rank: input.rank,
  sliderItems: input.sliderItems.map((item) => ({
    id: String(item.id ?? `${input.id}-${item.rank}`),
    rank: item.rank,
    virtualVideoId: String(item.virtualVideoId),
    virtualVideo: byId.get(String(item.virtualVideoId)) ?? null,
  })),
});

/** The page upsertSliderPage answers for an input, as the server stores it. */
export function storedPage(input: SliderPageInput): SliderPageFieldsFragment {
  return {
    id: String(input.id),
    createdAt: AT,
    updatedAt: '2026-11-20T12:00:00.000Z',
    groupId: acmeGroup.id,
    groupHandle: acmeGroup.handle ?? null,
    title: input.title,
    description: input.description ?? null,
    slug: input.slug,
    featuredSlider: input.featuredSlider
      ? { ...storedSlider(input.featuredSlider), rank: -1 }
      : null,
    sliders: input.sliders.map(storedSlider),
  };
}

/** msw answers of a group's slider pages that remember saves and deletes. */
export function sliderAnswers(initial: SliderPageFieldsFragment[] = sliderPages) {
  let pages = [...initial];
  return {
    getSliderPages: () => pages,
    upsertSliderPage: ({ page }: Record<string, unknown>) => {
      const saved = storedPage(page as SliderPageInput);
      pages = [saved, ...pages.filter((p) => p.id !== saved.id)];
      return saved;
    },
    deleteSliderPage: ({ sliderPageId }: Record<string, unknown>) => {
      pages = pages.filter((p) => p.id !== sliderPageId);
      return { success: true, message: null };
    },
    adminGetVirtualVideos: catalogue,
  };
}
