import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { localeFromPath } from '~/core/site/public-routes';
import { loginMessages } from '~/web/features/account/login-messages';
import { LoginPage } from '~/web/features/account/login-page';
import type { StaticPageHandle } from '~/web/root';

// /login is a prerendered document without the React runtime (ADR 0015): its JavaScript budget is
// 100 KB gzip and React DOM with React Router is more than that. This route renders its markup at
// build time; its behaviour is the script the markup inlines (web/features/account/login-script.ts).
export const handle: StaticPageHandle = { staticDocument: true };

export function meta({ location }: { location: { pathname: string } }) {
  return [{ title: loginMessages[localeFromPath(location.pathname)].title }];
}

export default function LoginRoute() {
  // Runs only when the client app renders this route (a link or redirect it did not reload for):
  // the page is the prerendered document, so fetch it.
  useEffect(() => {
    window.location.reload();
  }, []);

  // /login in English, /he/login in Hebrew: prerendered once per language.
  const { pathname } = useLocation();
  return <LoginPage t={loginMessages[localeFromPath(pathname)]} />;
}
