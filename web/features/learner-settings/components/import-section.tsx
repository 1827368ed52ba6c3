import { Link } from 'react-router';
import { buttonClass } from '~/web/components/ui/button';
import type { SettingsMessages } from '../i18n/en';
import { SettingsSection } from './settings-section';

/** The way to the import screen (Anki, Quizlet, CSV/TSV). */
export function ImportSection({ t }: { t: SettingsMessages }) {
  return (
    <SettingsSection id="settings-import" title={t.imports.title}>
      <p className="text-slate-700 dark:text-slate-300">{t.imports.text}</p>
      <Link to="/dashboard/import" className={buttonClass('primary', 'md', 'mt-4')}>
        {t.imports.open}
      </Link>
    </SettingsSection>
  );
}
