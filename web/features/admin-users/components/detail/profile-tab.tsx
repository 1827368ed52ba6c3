import { signInProviderName } from '~/core/account/sign-in-provider-names';
import { languageNames } from '~/core/languages';
import type { UserFullDetails } from '~/core/users/user-full-details';
import { Section } from '~/web/components/ui/card';
import { FieldList } from '~/web/components/ui/field-list';
import { formatDateTime } from '~/web/lib/dates-and-numbers';

const orNotSet = (value: string | null | undefined) => (value?.trim() ? value : 'Not set');
/** "Spanish (es)": the name an administrator reads, with the code they may search for. */
const languageOrNotSet = (code: string | null | undefined) => {
  if (!code?.trim()) return 'Not set';
  const name = (languageNames as Record<string, string>)[code];
  return name ? `${name} (${code})` : code;
};

export function fullName(first: string | null, last: string | null): string | null {
  const name = [first, last]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || null;
}

export function ProfileTab({ details }: { details: UserFullDetails }) {
  const { user, profile } = details;
  const person = profile?.profile;
  return (
    <div className="space-y-6">
      <Section title="Authentication Info" level={2}>
        <FieldList
          items={[
            { label: 'Email', value: user.email },
            { label: 'Display Name', value: orNotSet(user.displayName) },
            { label: 'User ID', value: <span className="font-mono text-sm">{user.uid}</span> },
            {
              label: 'Sign-in Providers',
              value: user.providerData.map((p) => signInProviderName(p.providerId)).join(', ') || 'Not set',
            },
          ]}
        />
      </Section>
      <Section title="Account Timestamps" level={2}>
        <FieldList
          items={[
            { label: 'Created', value: formatDateTime(user.metadata.creationTime) },
            { label: 'Last Sign In', value: formatDateTime(user.metadata.lastSignInTime) },
            ...(profile
              ? [
                  { label: 'Profile Created', value: formatDateTime(profile.createdAt) },
                  { label: 'Profile Updated', value: formatDateTime(profile.updatedAt) },
                ]
              : []),
          ]}
        />
      </Section>
      <Section title="User Profile" level={2}>
        <FieldList
          items={[
            {
              label: 'Full Name',
              value: orNotSet(fullName(person?.firstName ?? null, person?.lastName ?? null)),
            },
            { label: 'Phone Number', value: orNotSet(person?.phoneNumber) },
            { label: 'Native Language', value: languageOrNotSet(person?.nativeLanguageCode) },
            { label: 'Target Language', value: languageOrNotSet(person?.targetLanguageCode) },
            {
              label: 'Onboarding',
              value: person ? (person.isOnboardingCompleted ? 'Completed' : 'Pending') : 'Not set',
            },
          ]}
        />
      </Section>
    </div>
  );
}
