import type { AreaRoutes } from '../types';
import { routes as paths } from '../../routes';
import { ForgotPasswordRoute } from './ForgotPasswordRoute';
import { LoginRoute } from './LoginRoute';
import { LogoutRoute } from './LogoutRoute';
import { ResetPasswordRoute } from './ResetPasswordRoute';
import { SignupRoute } from './SignupRoute';
import { VerifyPromptRoute } from './VerifyPromptRoute';
import { VerifyRoute } from './VerifyRoute';

export const routes: AreaRoutes = {
  public: [
    { path: paths.login(), element: <LoginRoute /> },
    { path: paths.signup(), element: <SignupRoute /> },
    { path: paths.forgotPassword(), element: <ForgotPasswordRoute /> },
    { path: paths.resetPassword(), element: <ResetPasswordRoute /> },
    { path: paths.logout(), element: <LogoutRoute /> },
  ],
  semiPublic: [{ path: paths.verify(), element: <VerifyRoute /> }],
  // Step 2 of the redirect rule leads here; the rule leaves a page alone when it is its own target.
  app: [{ path: paths.verifyPrompt(), element: <VerifyPromptRoute /> }],
};
