import { useSyncExternalStore } from 'react';
import { Toaster } from 'sonner';

// Sonner's <Toaster>, loaded with sonner itself (./toaster.tsx), its region named and directed in the
// document's language: the learner's own, set by the page they are on. A screen reader says the name
// with its shortcut ("Notifications alt+T").
const regionName: Record<string, string> = { en: 'Notifications', he: 'התראות' };

function observeDocumentLanguage(listener: () => void) {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang', 'dir'] });
  return () => observer.disconnect();
}

const documentLanguage = () =>
  `${document.documentElement.lang.startsWith('he') ? 'he' : 'en'}:${document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'}`;

export default function ToasterRegion({ offset }: { offset: { top: number } }) {
  const [language, dir] = useSyncExternalStore(
    observeDocumentLanguage,
    documentLanguage,
    () => 'en:ltr',
  ).split(':') as [string, 'ltr' | 'rtl'];
  return (
    <Toaster
      richColors
      position="top-right"
      offset={offset}
      mobileOffset={offset}
      dir={dir}
      containerAriaLabel={regionName[language]}
    />
  );
}
