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
  // /verify-prompt: step 2 of the redirect rule leads here, and so does sign-up (signed out).
  semiPublic: [
    { path: paths.verify(), element: <VerifyRoute /> },
    { path: paths.verifyPrompt(), element: <VerifyPromptRoute /> },
  ],
};
