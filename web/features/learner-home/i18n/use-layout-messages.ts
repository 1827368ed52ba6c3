import { lazyMessages } from '~/web/lib/i18n/lazy-messages';
import { type LayoutMessages, layoutEn } from './layout-en';

// The learner layout's words only; English ships with it, another language loads for a learner who
// reads it (lazy-messages.ts, docs/performance.md §6): the layout's route preloads it. The home's own messages load with the home (use-home-messages).
const layout = lazyMessages<LayoutMessages>(layoutEn, {
  he: () => import('./layout-he').then((module) => module.layoutHe),
});

export const preloadLayoutMessages = layout.preload;

/** The learner layout's messages in the learner's language, with its direction. */
export const useLayoutMessages = layout.useMessages;
