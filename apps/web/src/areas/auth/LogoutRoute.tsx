// Route module for /logout: calls logout, forgets the session, then goes to /login after
// LOGOUT_REDIRECT_MS (1 second), whatever the answer.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { LogoutDocument } from '@vendy/client/generated';
import { LOGOUT_REDIRECT_MS } from '@vendy/client/domain';
import { request } from '../../lib/api';
import { routes } from '../../routes';
import { resetSessionAtom } from '../../session';
import { messageOf } from './outcome';
import { useOnce } from './useOnce';
import { LogoutPage } from './LogoutPage';

/** Resolves with the failure's message, or null when the server logged the user out. */
const logout = () =>
  request(LogoutDocument).then(
    () => null,
    (error: unknown) => messageOf(error),
  );

export function LogoutRoute() {
  const navigate = useNavigate();
  const resetSession = useSetAtom(resetSessionAtom);
  const once = useOnce<string | null>();
  const [outcome, setOutcome] = useState<{ error: string | null } | null>(null);

  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void once('logout', logout).then((error) => {
      if (!current) return;
      resetSession();
      setOutcome({ error });
      timer = setTimeout(
        () => void navigate(routes.login(), { replace: true }),
        LOGOUT_REDIRECT_MS,
      );
    });
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [once, navigate, resetSession]);

  return <LogoutPage isDone={outcome !== null} error={outcome?.error} />;
}
