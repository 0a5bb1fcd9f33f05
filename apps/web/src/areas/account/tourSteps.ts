// The guided tour's cards (doc 3 §2 Onboarding): a welcome card, then 11 steps from creating a
// layout through uploading a video and making it shoppable to embedding it in the store.

export interface TourCard {
  title: string;
  text: string;
}

export const TOUR_WELCOME: TourCard = {
  title: 'Welcome to Vendy',
  text: 'Take a short tour of how a video becomes shoppable in your store: create a layout, upload a video, place your products and embed it into Shopify.',
};

export const TOUR_STEPS: readonly TourCard[] = [
  {
    title: 'Create a layout',
    text: 'Open Layouts and choose Add Layout. A layout is what shoppers see in your store.',
  },
  {
    title: 'Choose a format',
    text: 'Give the layout a title and pick its format: landscape, portrait, a carousel, a coverflow or a grid.',
  },
  {
    title: 'Upload a video',
    text: 'In Videos, choose Add Video to upload a file, or import one from YouTube, TikTok or Instagram.',
  },
  {
    title: 'Let it process',
    text: 'Uploaded videos are prepared for fast playback on every screen. They show as processing until they are ready.',
  },
  {
    title: 'Add media to the layout',
    text: 'Back in your layout, add videos or photo collections in the Media step.',
  },
  {
    title: 'Import your products',
    text: 'In Products, import products and collections from your Shopify store, or add affiliate links.',
  },
  {
    title: 'Make it shoppable',
    text: 'Open the timeline editor and drag products onto the video where they should appear.',
  },
  {
    title: 'Time your placements',
    text: 'Timed products appear at their moment in the video; static products stay on screen all the way through.',
  },
  {
    title: 'Compare placements',
    text: 'Run an experiment to split viewers between placements, and see in Analytics which one sells more.',
  },
  {
    title: 'Embed into Shopify',
    text: "Finalize the layout, then add it to your theme with the app block or paste its embed code into your store's pages.",
  },
  {
    title: 'You are all set',
    text: 'Shoppers can now watch and add products to their cart without leaving the video. Open this tour again any time from the account menu.',
  },
];
