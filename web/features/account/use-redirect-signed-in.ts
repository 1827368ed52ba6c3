import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuthState } from '~/web/lib/auth-state';

// /signup is for visitors: someone already signed in goes to the dashboard (/login does the same in
// its own script, login-script.ts).
export function useRedirectSignedIn() {
  const { user, loading } = useAuthState();
  const navigate = useNavigate();
  useEffect(() => {
    if (!loading && user) navigate('/dashboard', { replace: true });
  }, [loading, user, navigate]);
}
