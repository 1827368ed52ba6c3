import { lazyMessages } from '~/web/lib/i18n/lazy-messages';
import type { LayoutMessages } from './layout-en';

// The learner layout's words only, in the learner's language only (docs/performance.md §6); the
// layout's route preloads them. The home's own messages load with the home (use-home-messages).
const layout = lazyMessages<LayoutMessages>({
  en: () => import('./layout-en').then((module) => module.layoutEn),
  he: () => import('./layout-he').then((module) => module.layoutHe),
});

export const preloadLayoutMessages = layout.preload;

/** The learner layout's messages in the learner's language, with its direction. */
export const useLayoutMessages = layout.useMessages;
