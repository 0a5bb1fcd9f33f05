// The sign-in pages (doc 1 §2). /login is where visitors land: it comes with the app's first chunk
// (no second round trip before the form shows); the others are loaded on first visit.
import type { AreaRoutes } from '../types';
import { routes as paths } from '../../routes';
import { LoginRoute } from './LoginRoute';

export const routes: AreaRoutes = {
  public: [
    { path: paths.login(), element: <LoginRoute /> },
    {
      path: paths.signup(),
      lazy: async () => ({ Component: (await import('./SignupRoute')).SignupRoute }),
    },
    {
      path: paths.forgotPassword(),
      lazy: async () => ({
        Component: (await import('./ForgotPasswordRoute')).ForgotPasswordRoute,
      }),
    },
    {
      path: paths.resetPassword(),
      lazy: async () => ({
        Component: (await import('./ResetPasswordRoute')).ResetPasswordRoute,
      }),
    },
    {
      path: paths.logout(),
      lazy: async () => ({ Component: (await import('./LogoutRoute')).LogoutRoute }),
    },
  ],
  // /verify-prompt: step 2 of the redirect rule leads here, and so does sign-up (signed out).
  semiPublic: [
    {
      path: paths.verify(),
      lazy: async () => ({ Component: (await import('./VerifyRoute')).VerifyRoute }),
    },
    {
      path: paths.verifyPrompt(),
      lazy: async () => ({ Component: (await import('./VerifyPromptRoute')).VerifyPromptRoute }),
    },
  ],
};
