import type { PluralForms } from '~/web/lib/i18n/plural';

// Asked at sign-out when answers given on this device have not reached the server: loaded with that
// question only, so the layout's first load (the study screen's budget) does not carry it.
export const signOutEn = {
  unsavedTitle: 'Some answers are not saved yet',
  unsaved: {
    one: '{count} answer is not saved yet: it could not reach the server. If you sign out now, it stays on this device and is sent the next time you sign in here.',
    other:
      '{count} answers are not saved yet: they could not reach the server. If you sign out now, they stay on this device and are sent the next time you sign in here.',
  } as PluralForms,
  signOutAnyway: 'Sign out anyway',
  stay: 'Stay',
};

export type SignOutMessages = typeof signOutEn;
