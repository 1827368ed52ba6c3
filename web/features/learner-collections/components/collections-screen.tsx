import { Link } from 'react-router';
import type { CollectionSummary, SiteLocale } from '~/core/collections/collection';
import { buttonClass } from '~/web/components/ui/button';
import { PageHeader } from '~/web/components/ui/page-header';
import { Spinner } from '~/web/components/ui/spinner';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { useProfile } from '~/web/lib/learner-data/get-profile';
import { useCollections } from '../api/list-collections';
import type { CollectionsMessages } from '../i18n/en';
import { useCollectionsMessages } from '../i18n/use-collections-messages';
import { CollectionCard } from './collection-card';

type Shared = { t: CollectionsMessages; locale: SiteLocale; numberLocale: string };

function CollectionGroup({
  id,
  title,
  hint,
  items,
  ...shared
}: Shared & { id: string; title: string; hint: string; items: CollectionSummary[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{hint}</p>
      </div>
      <ul className="grid gap-3 md:grid-cols-2">
        {items.map((collection) => (
          <CollectionCard key={collection.id} collection={collection} {...shared} />
        ))}
      </ul>
    </section>
  );
}

/** The curated collections of the language the learner studies: frequency tiers, then themes. */
export function CollectionsScreen() {
  const { t, locale, numberLocale } = useCollectionsMessages();
  const profile = useProfile();
  const language = profile.data?.targetLanguageCode ?? null;
  const collections = useCollections(language, locale);
  const items = collections.data?.items ?? [];
  const shared = { t, locale, numberLocale };

  return (
    <div className="space-y-8">
      <PageHeader title={t.title} subtitle={t.intro} />
      {profile.isPending || (language && collections.isPending) ? (
        <Spinner />
      ) : profile.isError ? (
        // Not "choose your language": the profile that says it could not be read.
        <p role="alert" className="text-red-800 dark:text-red-300">
          {t.loadFailed} {refusalMessage(profile.error, t.refusals)}
        </p>
      ) : !language ? (
        <p>
          {t.noLanguage}{' '}
          <Link to="/dashboard/settings" className={buttonClass('secondary', 'sm')}>
            {t.settings}
          </Link>
        </p>
      ) : collections.isError ? (
        <p role="alert" className="text-red-800 dark:text-red-300">
          {t.loadFailed} {refusalMessage(collections.error, t.refusals)}
        </p>
      ) : (
        <>
          <CollectionGroup
            id="frequency-collections"
            title={t.frequency}
            hint={t.frequencyHint}
            items={items.filter((item) => item.kind === 'frequency')}
            {...shared}
          />
          <CollectionGroup
            id="theme-collections"
            title={t.themes}
            hint={t.themesHint}
            items={items.filter((item) => item.kind === 'theme')}
            {...shared}
          />
        </>
      )}
    </div>
  );
}
