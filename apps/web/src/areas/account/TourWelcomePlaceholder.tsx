// The guided tour's welcome card as the server sends it with the signed-in frame of /dashboard to a
// user the tour opens for (src/prerender.tsx renders it at build time): it paints with the page,
// before the scripts have run, and the app's live card (GuidedTour) takes its place once the
// session has loaded. It looks the same and does nothing, so it is inert until then. The app shows
// the same card (without the overlay's id) for the frame between the dashboard's first paint and
// the live card (DashboardRoute).
import { Button, DialogPlaceholder } from '@vendy/ui-kit';
import { FRAME_OVERLAY_ID } from '../../session/signedInFrame';
import { TOUR_WELCOME } from './tourSteps';
import * as page from './page.css';

export function TourWelcomePlaceholder({ frameOverlay = true }: { frameOverlay?: boolean }) {
  return (
    <div id={frameOverlay ? FRAME_OVERLAY_ID : undefined} inert>
      <DialogPlaceholder title={TOUR_WELCOME.title} actions={<Button>Next</Button>}>
        <p className={page.text}>{TOUR_WELCOME.text}</p>
      </DialogPlaceholder>
    </div>
  );
}
