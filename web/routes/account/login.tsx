import { useEffect } from 'react';
import { loginMessagesEn } from '~/web/features/account/login-messages';
import { LoginPage } from '~/web/features/account/login-page';
import type { StaticPageHandle } from '~/web/root';

// /login is a prerendered document without the React runtime (ADR 0015): its JavaScript budget is
// 100 KB gzip and React DOM with React Router is more than that. This route renders its markup at
// build time; its behaviour is the script the markup inlines (web/features/account/login-script.ts).
export const handle: StaticPageHandle = { staticDocument: true };

export function meta() {
  return [{ title: loginMessagesEn.title }];
}

export default function LoginRoute() {
  // Runs only when the client app renders this route (a link or redirect it did not reload for):
  // the page is the prerendered document, so fetch it.
  useEffect(() => {
    window.location.reload();
  }, []);

  return <LoginPage t={loginMessagesEn} />;
}
