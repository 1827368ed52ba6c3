import { Tabs } from 'radix-ui';
import type { UserFullDetails } from '~/core/users/user-full-details';
import { useUrlState } from '~/web/lib/url-state';
import { MailTab } from './mail-tab';
import { PermissionsTab } from './permissions-tab';
import { ProfileTab } from './profile-tab';
import { SettingsTab } from './settings-tab';
import { StoriesTab } from './stories-tab';
import { StudySetsTab } from './study-sets-tab';
import { WordsTab } from './words-tab';

const tabValues = ['profile', 'permissions', 'settings', 'words', 'study-sets', 'stories', 'mail'] as const;
type TabValue = (typeof tabValues)[number];

// Radix Tabs: arrow keys move between tabs, Tab moves into the panel. The open tab is in the URL.
export function UserDetailTabs({ details }: { details: UserFullDetails }) {
  const [params, updateUrl] = useUrlState();
  const raw = params.get('tab');
  const value: TabValue = (tabValues as readonly string[]).includes(raw ?? '')
    ? (raw as TabValue)
    : 'profile';
  const tabs: { value: TabValue; label: string; count?: number }[] = [
    { value: 'profile', label: 'Profile' },
    { value: 'permissions', label: 'Permissions' },
    { value: 'settings', label: 'Settings' },
    { value: 'words', label: 'Words', count: details.words.length },
    { value: 'study-sets', label: 'Study Sets', count: details.studySets.length },
    { value: 'stories', label: 'Stories', count: details.stories.length },
    { value: 'mail', label: 'Email' },
  ];
  const userId = details.user.uid;

  return (
    <Tabs.Root
      value={value}
      onValueChange={(next) => updateUrl({ tab: next === 'profile' ? null : next }, { replace: true })}
    >
      <Tabs.List
        aria-label="User details"
        className="mb-6 flex flex-wrap gap-x-1 border-b border-slate-200 dark:border-slate-800"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px inline-flex items-center gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold whitespace-nowrap text-slate-600 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:border-brand-200 dark:data-[state=active]:text-brand-100"
          >
            {tab.label}
            {tab.count !== undefined && tab.count > 0 && (
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs text-slate-800 dark:bg-slate-700 dark:text-slate-100">
                {tab.count}
              </span>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="profile" className="focus-visible:outline-none">
        <ProfileTab details={details} />
      </Tabs.Content>
      <Tabs.Content value="permissions" className="focus-visible:outline-none">
        <PermissionsTab
          key={JSON.stringify([details.claims, details.user.premium])}
          userId={userId}
          claims={details.claims}
          premium={details.user.premium}
        />
      </Tabs.Content>
      <Tabs.Content value="settings" className="focus-visible:outline-none">
        <SettingsTab userId={userId} profile={details.profile} />
      </Tabs.Content>
      <Tabs.Content value="words" className="focus-visible:outline-none">
        <WordsTab words={details.words} />
      </Tabs.Content>
      <Tabs.Content value="study-sets" className="focus-visible:outline-none">
        <StudySetsTab studySets={details.studySets} />
      </Tabs.Content>
      <Tabs.Content value="stories" className="focus-visible:outline-none">
        <StoriesTab stories={details.stories} />
      </Tabs.Content>
      <Tabs.Content value="mail" className="focus-visible:outline-none">
        <MailTab mail={details.mail} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
