// The guided tour's welcome card as the server sends it with the signed-in frame of /dashboard to a
// user the tour opens for (src/prerender.tsx renders it at build time): it paints with the page,
// before the scripts have run, and the app's live card (GuidedTour) takes its place once the
// session has loaded. It looks the same and does nothing, so it is inert until then.
import { Button, DialogPlaceholder } from '@vendy/ui-kit';
import { FRAME_OVERLAY_ID } from '../../session/signedInFrame';
import { TOUR_WELCOME } from './tourSteps';
import * as page from './page.css';

export function TourWelcomePlaceholder() {
  return (
    <div id={FRAME_OVERLAY_ID} inert>
      <DialogPlaceholder title={TOUR_WELCOME.title} actions={<Button>Next</Button>}>
        <p className={page.text}>{TOUR_WELCOME.text}</p>
      </DialogPlaceholder>
    </div>
  );
}
