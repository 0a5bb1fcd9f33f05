// /support/layouts (doc 3 §2/§3): the six layout types and when to use each.
import { LAYOUT_TYPES, type LayoutType } from '@vendy/client/domain';
import { Link } from '@vendy/ui-kit';
import { routes } from '../../routes';
import { HelpArticle } from './HelpArticle';
import * as styles from './StaticPage.css';

interface LayoutTypeHelp {
  name: string;
  shows: string;
  useFor: string;
}

const LAYOUT_TYPE_HELP = {
  LANDSCAPE: {
    name: 'Landscape',
    shows: 'One wide (16:9) shoppable video with its product banners.',
    useFor:
      'Product demonstrations, tutorials and brand stories in full-width sections, such as the top of your home page.',
  },
  PORTRAIT: {
    name: 'Portrait',
    shows: 'One vertical (9:16) shoppable video.',
    useFor:
      'Short clips filmed on a phone, next to a product description or in a narrow column. Looks best on mobile.',
  },
  LANDSCAPE_CAROUSEL: {
    name: 'Landscape Carousel',
    shows: 'Several wide videos in a carousel that shoppers swipe or click through.',
    useFor: 'A series of demonstrations or a collection of how-to videos in one place.',
  },
  PORTRAIT_CAROUSEL: {
    name: 'Portrait Carousel',
    shows:
      'Several vertical videos side by side; the one in the centre plays, its neighbours are shown smaller.',
    useFor: 'Social-style shoppable stories: reels, try-ons and creator content on your home page.',
  },
  PORTRAIT_COVERFLOW: {
    name: 'Portrait Coverflow',
    shows:
      'Several vertical videos in a coverflow: the centre video in front, the others fanned out behind it.',
    useFor: 'Lookbooks and new-collection launches, where the videos themselves are the showcase.',
  },
  GRID: {
    name: 'Grid',
    shows:
      'Thumbnails three per row; choosing one opens the player and the product card under its row.',
    useFor:
      'Many videos at once, such as a video gallery page or a full collection of product videos.',
  },
} as const satisfies Record<LayoutType, LayoutTypeHelp>;

export function SupportLayoutsPage() {
  return (
    <HelpArticle
      title="Layout types"
      lead="A layout decides how your shoppable videos appear in your store. Vendy offers six; here is what each one shows and when to choose it."
      path={routes.supportLayouts()}
    >
      <p>
        Landscape and Portrait show one shoppable video. The carousels, the coverflow and the grid
        show several, and you arrange their order in the layout&apos;s Media step. In every layout,
        shoppers can open the products you placed on a video and add them to their cart.
      </p>
      {LAYOUT_TYPES.map((type) => {
        const help = LAYOUT_TYPE_HELP[type];
        return (
          <section key={type} aria-labelledby={`layout-${type}`} className={styles.section}>
            <h2 id={`layout-${type}`}>{help.name}</h2>
            <p>{help.shows}</p>
            <p>
              <strong>Use it for:</strong> {help.useFor}
            </p>
          </section>
        );
      })}
      <h2>Choosing quickly</h2>
      <ul>
        <li>
          One video: Landscape for footage filmed wide, Portrait for footage filmed on a phone.
        </li>
        <li>
          A few vertical videos: Portrait Carousel, or Portrait Coverflow for a more visual
          showcase.
        </li>
        <li>A few wide videos: Landscape Carousel.</li>
        <li>Many videos to browse: Grid.</li>
      </ul>
      <p>
        Create a layout from <Link href={routes.layouts()}>Layouts</Link> with Add Layout, then
        embed it with the <Link href={routes.supportEmbedALayout()}>Vendy app block</Link>.
      </p>
    </HelpArticle>
  );
}
