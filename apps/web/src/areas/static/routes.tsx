import { useNavigate } from 'react-router-dom';
import type { AreaRoutes } from '../types';
import { routes as paths } from '../../routes';
import { NotFoundPage } from './NotFoundPage';
import { LegalRoute } from './LegalRoute';
import { SupportEmbedALayoutPage } from './SupportEmbedALayoutPage';
import { SupportManuallyEmbedALayoutPage } from './SupportManuallyEmbedALayoutPage';
import { SupportLayoutsPage } from './SupportLayoutsPage';

function NotFoundRoute() {
  const navigate = useNavigate();
  return <NotFoundPage onGoBack={() => navigate(-1)} />;
}

export const routes: AreaRoutes = {
  public: [
    { path: paths.notFound(), element: <NotFoundRoute /> },
    {
      path: paths.terms(),
      element: <LegalRoute key="terms" title="Terms of Service" source="/legal/terms.md" />,
    },
    {
      path: paths.privacy(),
      element: <LegalRoute key="privacy" title="Privacy Policy" source="/legal/privacy.md" />,
    },
    { path: paths.supportEmbedALayout(), element: <SupportEmbedALayoutPage /> },
    { path: paths.supportManuallyEmbedALayout(), element: <SupportManuallyEmbedALayoutPage /> },
    { path: paths.supportLayouts(), element: <SupportLayoutsPage /> },
  ],
};
