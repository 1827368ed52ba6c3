export type ShellScriptOptions = {
  themeKey: string;
  languageKey: string;
  /** Who last studied on this device (offline study lets only them in): forgotten on sign-out. */
  lastLearnerKey: string;
  homeUrl: string;
};

/**
 * The behaviour of the public pages' shell, without React: mobile menu, theme toggle, language
 * choice, signed-in state of the header, sign-out and "Go Back". Self-contained: inlined as source.
 */
export function enhanceShell(options: ShellScriptOptions) {
  const root = document.documentElement;
  const all = (selector: string) => Array.from(document.querySelectorAll<HTMLElement>(selector));

  // Mobile menu: a disclosure button; Escape closes it and returns focus to the button.
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = document.getElementById('mobile-menu');
  if (toggle && menu) {
    const setOpen = (open: boolean) => {
      menu.hidden = !open;
      toggle.setAttribute('aria-expanded', String(open));
      toggle.setAttribute('aria-label', (open ? toggle.dataset.closeLabel : toggle.dataset.openLabel) ?? '');
      for (const icon of Array.from(toggle.querySelectorAll<SVGElement>('[data-icon]'))) {
        icon.classList.toggle('hidden', (icon.getAttribute('data-icon') === 'close') !== open);
      }
    };
    toggle.addEventListener('click', () => setOpen(menu.hasAttribute('hidden')));
    document.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && !menu.hasAttribute('hidden')) {
        setOpen(false);
        toggle.focus();
      }
    });
  }

  // Theme: follow the system until the reader chooses; the choice is remembered.
  const themeButtons = all('[data-theme-toggle]');
  const applyTheme = (dark: boolean) => {
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
    for (const button of themeButtons) button.setAttribute('aria-pressed', String(dark));
  };
  applyTheme(root.classList.contains('dark'));
  for (const button of themeButtons) {
    button.addEventListener('click', () => {
      const dark = !root.classList.contains('dark');
      applyTheme(dark);
      try {
        localStorage.setItem(options.themeKey, dark ? 'dark' : 'light');
      } catch {
        // Not persisted when storage is blocked; the toggle still works for this page.
      }
    });
  }
  const systemDark = window.matchMedia('(prefers-color-scheme: dark)');
  systemDark.addEventListener('change', (event) => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(options.themeKey);
    } catch {}
    if (!stored) applyTheme(event.matches);
  });

  // Language: remember the reader's choice so that later visits open in that language.
  for (const link of all('[data-set-language]')) {
    link.addEventListener('click', () => {
      try {
        localStorage.setItem(options.languageKey, link.dataset.setLanguage ?? '');
      } catch {}
    });
  }

  // "Go Back" on the not-found page.
  for (const button of all('[data-go-back]')) {
    button.addEventListener('click', () => {
      if (window.history.length > 1) window.history.back();
      else window.location.assign(options.homeUrl);
    });
  }

  // Header: signed-in or signed-out buttons, hidden until the session is known.
  const showAuth = (signedIn: boolean) => {
    for (const group of all('[data-auth]')) {
      group.hidden = (group.dataset.auth === 'in') !== signedIn;
      group.removeAttribute('data-auth-pending');
    }
  };
  fetch('/api/auth/get-session', { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((session: { user?: unknown } | null) => showAuth(Boolean(session?.user)))
    .catch(() => showAuth(false));

  // Sign-out, as the learner pages' does: signed out only when the server says so. A refusal is an
  // answer (fetch rejects only when none came), and either way the session stays: the page says so
  // and keeps the reader where they were, signed in, rather than looking signed out.
  const signOutFailed = document.querySelector<HTMLElement>('[data-sign-out-failed]');
  const sayFailed = (text: string) => {
    if (signOutFailed) signOutFailed.textContent = text;
  };
  for (const button of all('[data-sign-out]')) {
    button.addEventListener('click', () => {
      // Emptied while asking, so that a second failure is read out again.
      sayFailed('');
      // As the learner pages' sign-out: the device forgets the learner for offline study either way.
      try {
        localStorage.removeItem(options.lastLearnerKey);
      } catch {
        // Storage blocked: nothing was remembered.
      }
      fetch('/api/auth/sign-out', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
        .then((response) => {
          if (!response.ok) throw new Error(`Sign-out refused: ${response.status}`);
          showAuth(false);
          window.location.assign(options.homeUrl);
        })
        .catch((error) => {
          console.error('Sign-out failed', error);
          sayFailed(signOutFailed?.dataset.message ?? '');
        });
    });
  }
}
