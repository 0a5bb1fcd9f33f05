import { useNavigate } from 'react-router-dom';
import type { AreaRoutes } from '../types';
import { routes as paths } from '../../routes';
import { isSignedIn, useSession } from '../../session';
import { NotFoundPage } from './NotFoundPage';
import { SupportEmbedALayoutPage } from './SupportEmbedALayoutPage';
import { SupportManuallyEmbedALayoutPage } from './SupportManuallyEmbedALayoutPage';
import { SupportLayoutsPage } from './SupportLayoutsPage';

// Semi-public: the session is loaded, so a signed-in user keeps their header and is offered the
// dashboard instead of Log In and Sign Up.
function NotFoundRoute() {
  const navigate = useNavigate();
  const { currentUser } = useSession();
  return (
    <NotFoundPage
      onGoBack={() => void navigate(-1)}
      dashboardHref={isSignedIn(currentUser) ? paths.dashboard() : undefined}
    />
  );
}

export const routes: AreaRoutes = {
  semiPublic: [{ path: paths.notFound(), element: <NotFoundRoute /> }],
  public: [
    // The legal pages render markdown: that code loads with them only.
    {
      path: paths.terms(),
      lazy: async () => {
        const { LegalRoute } = await import('./LegalRoute');
        return {
          element: <LegalRoute key="terms" title="Terms of Service" source="/legal/terms.md" />,
        };
      },
    },
    {
      path: paths.privacy(),
      lazy: async () => {
        const { LegalRoute } = await import('./LegalRoute');
        return {
          element: <LegalRoute key="privacy" title="Privacy Policy" source="/legal/privacy.md" />,
        };
      },
    },
    { path: paths.supportEmbedALayout(), element: <SupportEmbedALayoutPage /> },
    { path: paths.supportManuallyEmbedALayout(), element: <SupportManuallyEmbedALayoutPage /> },
    { path: paths.supportLayouts(), element: <SupportLayoutsPage /> },
  ],
};
