export type LoginScriptOptions = {
  /** Where a signed-in person belongs; the sign-in and OAuth callbacks lead there too. */
  dashboardPath: string;
  /** sessionStorage key where earlier versions kept a bearer token: removed at sign-in. */
  tokenKey: string;
  /** The sign-in form's rules: core/account/auth-rules.ts, the same as signInSchema's. */
  emailPattern: string;
  invalidEmail: string;
  passwordRequired: string;
  /** Shown when the server gives no message of its own. */
  signInFailed: string;
  resendFailed: string;
  socialFailed: Record<string, string>;
  /** What /login?error=… says, by code; anything else says signInFailed. */
  oauthErrors: Record<string, string>;
  pendingLabel: string;
  redirectingLabel: Record<string, string>;
  verificationCallback: string;
  /** The server's messages by code, in the page's language; a code not here shows the server's words. */
  serverCodes: Record<string, string>;
  /** The page's language, kept for the learner's pages (web/lib/i18n/learner-locale.ts). */
  locale: string;
  languageStorageKey: string;
};

/**
 * Signing in at /login, its one implementation: the behaviour of a prerendered document without the
 * React runtime (ADR 0015). The sign-in form (its rules, Better Auth's answers, the
 * unverified-email path), the social buttons, the messages the query string carries, and the
 * redirect of someone already signed in. Self-contained: it is inlined as source text
 * (login-page.tsx), so it uses no imports or module variables.
 */
export function enhanceLogin(options: LoginScriptOptions) {
  const byData = <T extends HTMLElement>(name: string) => document.querySelector<T>(`[data-login="${name}"]`);
  const form = byData<HTMLFormElement>('form');
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const problem = byData('problem');
  const problemText = byData('problem-text');
  const resend = byData('resend');
  const resendButton = byData<HTMLButtonElement>('resend-button');
  const resendSent = byData('resend-sent');
  const resendFailed = byData('resend-failed');
  const resendFailedText = byData('resend-failed-text');
  if (!form || !submit || !problem || !problemText || !resend || !resendButton) return;
  const submitLabel = submit.textContent ?? '';

  const post = (path: string, body: unknown) =>
    fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  // Better Auth answers an error with { code, message }; its message is the one to show, else ours.
  const answerOf = async (response: Response) => {
    try {
      return (await response.json()) as { code?: string; message?: string; url?: string } | null;
    } catch {
      return null;
    }
  };
  const messageOr = (message: unknown, fallback: string) =>
    typeof message === 'string' && message.trim() ? message.trim() : fallback;
  const saidOf = (answer: { code?: string; message?: string } | null, fallback: string) =>
    (answer?.code && options.serverCodes[answer.code]) || messageOr(answer?.message, fallback);

  // Signing in here in a language keeps that language for the learner's pages.
  try {
    localStorage.setItem(options.languageStorageKey, options.locale);
  } catch {}

  let unverifiedEmail = '';
  const showProblem = (message: string | null, unverified = '') => {
    problem.hidden = message === null;
    problemText.textContent = message ?? '';
    unverifiedEmail = unverified;
    resend.hidden = !unverified;
    resendButton.hidden = false;
    resendButton.disabled = false;
    if (resendSent) resendSent.hidden = true;
    if (resendFailed) resendFailed.hidden = true;
  };

  // Someone already signed in does not need this page.
  fetch('/api/auth/get-session', { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : null))
    .then((session: { user?: unknown } | null) => {
      if (session?.user) window.location.replace(options.dashboardPath);
    })
    .catch(() => {});

  // What the OAuth callback and the password reset say through the query string.
  const query = new URLSearchParams(window.location.search);
  const oauthError = query.get('error');
  if (oauthError) showProblem(options.oauthErrors[oauthError] ?? options.signInFailed);
  const resetNotice = byData('reset-success');
  if (resetNotice) resetNotice.hidden = query.get('reset') !== 'success';

  // The fields' rules, checked on submit and, once a submit has shown them, as the person types.
  const emailPattern = new RegExp(options.emailPattern);
  const fields = {
    email: form.elements.namedItem('email') as HTMLInputElement,
    password: form.elements.namedItem('password') as HTMLInputElement,
  };
  const rules = {
    email: (value: string) => (emailPattern.test(value) ? null : options.invalidEmail),
    password: (value: string) => (value.length > 0 ? null : options.passwordRequired),
  };
  const check = (name: keyof typeof fields) => {
    const input = fields[name];
    const error = rules[name](input.value);
    const errorSlot = document.getElementById(`${input.id}-error`);
    if (errorSlot) {
      errorSlot.textContent = error ?? '';
      errorSlot.hidden = !error;
    }
    // The field's border follows aria-invalid (web/components/forms/field.tsx).
    if (error) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', `${input.id}-error`);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
    return error === null;
  };
  let submitted = false;
  for (const name of Object.keys(fields) as (keyof typeof fields)[]) {
    fields[name].addEventListener('input', () => {
      if (submitted) check(name);
    });
  }

  // While pending the button refuses but keeps the focus (aria-disabled, not disabled: a disabled
  // button drops the focus to the page's start, where a refusal's message would leave it).
  let pending = false;
  const setPending = (now: boolean) => {
    pending = now;
    if (now) submit.setAttribute('aria-disabled', 'true');
    else submit.removeAttribute('aria-disabled');
    submit.setAttribute('aria-busy', String(now));
    submit.textContent = now ? options.pendingLabel : submitLabel;
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (pending) return;
    submitted = true;
    const emailOk = check('email');
    const passwordOk = check('password');
    if (!emailOk || !passwordOk) {
      (emailOk ? fields.password : fields.email).focus();
      return;
    }
    showProblem(null);
    setPending(true);
    const email = fields.email.value;
    try {
      // The page's verification landing goes along: signing in before verifying sends the link again,
      // and in the page's language (without it the mail was English and led to the English page).
      const response = await post('/api/auth/sign-in/email', {
        email,
        password: fields.password.value,
        callbackURL: options.verificationCallback,
      });
      const answer = await answerOf(response);
      if (!response.ok) {
        showProblem(saidOf(answer, options.signInFailed), answer?.code === 'EMAIL_NOT_VERIFIED' ? email : '');
        setPending(false);
        return;
      }
      // The session is in the HttpOnly cookie, the web's only credential: no token is kept where a
      // script could read it (one an earlier version left is removed).
      try {
        sessionStorage.removeItem(options.tokenKey);
      } catch {}
      window.location.assign(options.dashboardPath);
    } catch {
      showProblem(options.signInFailed);
      setPending(false);
    }
  });

  resendButton.addEventListener('click', async () => {
    resendButton.disabled = true;
    if (resendFailed) resendFailed.hidden = true;
    let failure: string | null = null;
    try {
      const response = await post('/api/auth/send-verification-email', {
        email: unverifiedEmail,
        callbackURL: options.verificationCallback,
      });
      if (!response.ok) failure = saidOf(await answerOf(response), options.resendFailed);
    } catch {
      failure = options.resendFailed;
    }
    if (failure === null) {
      resendButton.hidden = true;
      if (resendSent) resendSent.hidden = false;
      return;
    }
    resendButton.disabled = false;
    if (resendFailed && resendFailedText) {
      resendFailedText.textContent = failure;
      resendFailed.hidden = false;
    }
  });

  // Google and Apple: enabled where this deployment configured them; a full-page OAuth redirect.
  const socialButtons = Array.from(document.querySelectorAll<HTMLButtonElement>('[data-social-provider]'));
  fetch('/api/auth-config')
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
    .then((config: { providers?: Record<string, unknown> }) => {
      for (const button of socialButtons) {
        const provider = button.dataset.socialProvider ?? '';
        const configured = config.providers?.[provider] === true;
        button.disabled = !configured;
        const note = document.getElementById(`${provider}-unavailable`);
        if (note) note.hidden = configured;
        if (configured) button.removeAttribute('aria-describedby');
        else button.setAttribute('aria-describedby', `${provider}-unavailable`);
      }
    })
    .catch(() => {});
  for (const button of socialButtons) {
    button.addEventListener('click', async () => {
      const provider = button.dataset.socialProvider ?? '';
      const label = button.textContent ?? '';
      const fallback = options.socialFailed[provider] ?? options.signInFailed;
      const enabled = socialButtons.filter((each) => !each.disabled);
      for (const each of enabled) each.disabled = true;
      button.textContent = options.redirectingLabel[provider] ?? label;
      const failed = (message: string) => {
        showProblem(message);
        button.textContent = label;
        for (const each of enabled) each.disabled = false;
      };
      try {
        const response = await post('/api/auth/sign-in/social', {
          provider,
          callbackURL: options.dashboardPath,
          newUserCallbackURL: options.dashboardPath,
          errorCallbackURL: window.location.pathname,
        });
        const answer = await answerOf(response);
        // Only to a web address, as Better Auth's client checks before it follows one.
        const url = response.ok && answer?.url ? new URL(answer.url, window.location.href) : null;
        if (url && /^https?:$/.test(url.protocol)) window.location.assign(url.href);
        else failed(saidOf(answer, fallback));
      } catch {
        failed(fallback);
      }
    });
  }
}
