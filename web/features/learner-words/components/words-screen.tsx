import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { PageHeader } from '~/web/components/ui/page-header';
import { useProfile } from '~/web/lib/learner-data/get-profile';
import { useNativeLanguage } from '~/web/lib/learner-data/native-language';
import { useWordsMessages } from '../i18n/use-words-messages';
import { CustomWordForm } from './custom-word-form';
import { DictionarySearch } from './dictionary-search';
import { WordList } from './word-list';

const tabClass =
  'inline-flex shrink-0 items-center justify-center rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 data-[state=active]:bg-brand-700 data-[state=active]:text-white dark:text-slate-200 dark:hover:bg-slate-800 dark:data-[state=active]:bg-brand-700';

/** Your Words: add from the dictionary or your own, then the list of your words with its filters. */
export function WordsScreen() {
  const { t, locale, numberLocale, dir } = useWordsMessages();
  const profile = useProfile();
  const target = profile.data?.targetLanguageCode;
  const native = useNativeLanguage();
  const [tab, setTab] = useState('dictionary');
  // A word the dictionary lacked, on its way to the own-word form (each a new object, which the form
  // takes in without losing what was already written there).
  const [draft, setDraft] = useState<{ value: string; languageCode: string }>();
  const addOwn = (word: { value: string; languageCode: string }) => {
    setDraft({ ...word });
    setTab('custom');
  };

  return (
    <div className="space-y-8">
      <PageHeader title={t.title} subtitle={t.intro} />
      <section
        aria-labelledby="add-words"
        className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="add-words" className="mb-3 text-xl font-bold">
          {t.add.title}
        </h2>
        {profile.isPending ? null : (
          <Tabs.Root value={tab} onValueChange={setTab} dir={dir} className="space-y-4">
            <Tabs.List
              aria-label={t.add.title}
              className="grid grid-cols-2 gap-1 rounded-xl border border-slate-200 bg-slate-50 sm:flex sm:flex-wrap p-1 dark:border-slate-800 dark:bg-slate-950"
            >
              <Tabs.Trigger value="dictionary" className={tabClass}>
                {t.add.tabs.dictionary}
              </Tabs.Trigger>
              <Tabs.Trigger value="custom" className={tabClass}>
                {t.add.tabs.custom}
              </Tabs.Trigger>
            </Tabs.List>
            {/* Both panels stay mounted so that a search or a half-written word survives a switch of
                tab; Radix leaves a force-mounted panel visible, so the inactive one is hidden here
                (hidden: not shown, not focusable, not announced). */}
            <Tabs.Content
              value="dictionary"
              forceMount
              hidden={tab !== 'dictionary'}
              className="focus-visible:outline-none"
            >
              <DictionarySearch
                t={t}
                locale={locale}
                numberLocale={numberLocale}
                defaultLanguage={target}
                onAddOwn={addOwn}
              />
            </Tabs.Content>
            <Tabs.Content
              value="custom"
              forceMount
              hidden={tab !== 'custom'}
              className="focus-visible:outline-none"
            >
              <CustomWordForm
                t={t}
                locale={locale}
                targetLanguage={target}
                nativeLanguage={native}
                draft={draft}
              />
            </Tabs.Content>
          </Tabs.Root>
        )}
      </section>
      <WordList t={t} numberLocale={numberLocale} />
    </div>
  );
}
