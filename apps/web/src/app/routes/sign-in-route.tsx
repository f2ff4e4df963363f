import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { safeRedirect } from '#web/lib/safe-redirect.ts';
import { useSession } from '#web/lib/session/index.ts';
import { SignInPage } from '../pages.ts';
import { Suspended } from './suspended.tsx';

/** /users/sign_in[?redirect=/path]: once signed in (now or already), go to the target. */
export function SignInRoute({ redirect }: { redirect: string | undefined }) {
  const session = useSession();
  const navigate = useNavigate();
  const target = safeRedirect(redirect);
  useEffect(() => {
    if (session.signedIn) void navigate({ href: target, replace: true });
  }, [session.signedIn, navigate, target]);
  if (session.signedIn) return null;
  return (
    <Suspended>
      <SignInPage />
    </Suspended>
  );
}
