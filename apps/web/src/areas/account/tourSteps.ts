// The guided tour's cards (doc 3 §2 Onboarding): a welcome card, then 11 steps from creating a
// layout through uploading a video and making it shoppable to embedding it in the store. Each step
// names the controls of the dashboard and its navigation it talks about, best first: the first one
// on screen is spotlighted (a navigation group can be collapsed, a tile locked by the plan).

export interface TourCard {
  title: string;
  text: string;
}

export type TourTarget =
  /** An entry of the side navigation, by its address. */
  | { kind: 'nav'; href: string }
  /** A link on the page itself (a dashboard tile), by its address. */
  | { kind: 'page'; href: string }
  /** A named region of the page (a dashboard card). */
  | { kind: 'region'; name: string }
  /** The account menu's button in the header. */
  | { kind: 'accountMenu' };

export type TourPlacement = 'right' | 'bottom' | 'bottom end';

export interface TourStep extends TourCard {
  targets: readonly TourTarget[];
  /** Where the step's card sits next to its target (flipped when there is no room). */
  placement: TourPlacement;
}

const nav = (href: string): TourTarget => ({ kind: 'nav', href });
const tile = (href: string): TourTarget => ({ kind: 'page', href });
const region = (name: string): TourTarget => ({ kind: 'region', name });

export const TOUR_WELCOME: TourCard = {
  title: 'Welcome to Vendy',
  text: 'Take a short tour of how a video becomes shoppable in your store: create a layout, upload a video, place your products and embed it into Shopify.',
};

export const TOUR_STEPS: readonly TourStep[] = [
  {
    title: 'Create a layout',
    text: 'Open Layouts and choose Add Layout. A layout is what shoppers see in your store.',
    targets: [nav('/layouts'), tile('/layouts')],
    placement: 'right',
  },
  {
    title: 'Choose a format',
    text: 'Give the layout a title and pick its format: landscape, portrait, a carousel, a coverflow or a grid.',
    targets: [tile('/layouts'), nav('/layouts')],
    placement: 'bottom',
  },
  {
    title: 'Upload a video',
    text: 'In Videos, choose Add Video to upload a file, or import one from YouTube, TikTok or Instagram.',
    targets: [nav('/videos'), tile('/videos')],
    placement: 'right',
  },
  {
    title: 'Let it process',
    text: 'Uploaded videos are prepared for fast playback on every screen. They show as processing until they are ready.',
    targets: [tile('/videos'), nav('/videos')],
    placement: 'bottom',
  },
  {
    title: 'Add media to the layout',
    text: 'Back in your layout, add videos or photo collections in the Media step.',
    targets: [region('Recent Layouts'), nav('/layouts')],
    placement: 'bottom',
  },
  {
    title: 'Import your products',
    text: 'In Products, import products and collections from your Shopify store, or add affiliate links.',
    targets: [nav('/products'), tile('/products')],
    placement: 'right',
  },
  {
    title: 'Make it shoppable',
    text: 'Open the timeline editor and drag products onto the video where they should appear.',
    targets: [region('Recent Layouts'), tile('/layouts')],
    placement: 'bottom',
  },
  {
    title: 'Time your placements',
    text: 'Timed products appear at their moment in the video; static products stay on screen all the way through.',
    targets: [tile('/videos'), nav('/videos')],
    placement: 'bottom',
  },
  {
    title: 'Compare placements',
    text: 'Run an experiment to split viewers between placements, and see in Analytics which one sells more.',
    targets: [nav('/analytics'), tile('/analytics')],
    placement: 'right',
  },
  {
    title: 'Embed into Shopify',
    text: "Finalize the layout, then add it to your theme with the app block or paste its embed code into your store's pages.",
    targets: [region('Active Group')],
    placement: 'bottom',
  },
  {
    title: 'You are all set',
    text: 'Shoppers can now watch and add products to their cart without leaving the video. Open this tour again any time from the account menu.',
    targets: [{ kind: 'accountMenu' }],
    placement: 'bottom end',
  },
];
