// The learner layout's words (header, nav, sign-out): a table of their own, so a page that is not
// the home loads only these with the layout (docs/performance.md §6).
export const layoutEn = {
  skipToContent: 'Skip to content',
  nav: 'Learner',
  home: 'Home',
  words: 'Words',
  sets: 'Study Sets',
  collections: 'Collections',
  study: 'Study',
  stories: 'Stories',
  statistics: 'Statistics',
  settings: 'Settings',
  menu: 'Menu',
  signOut: 'Sign Out',
  signOutFailed: 'You could not be signed out. Check your connection and try again.',
  loading: 'Loading your dashboard…',
};

export type LayoutMessages = { [K in keyof typeof layoutEn]: string };
