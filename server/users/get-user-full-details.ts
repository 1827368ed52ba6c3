import type { UserFullDetails } from '~/core/users/user-full-details';
import type { MailDelivery } from '~/core/users/user-mail';
import type { Db } from '~/server/db/client';
import { getUser } from './get-user';
import { readProfileRow, readStories, readStudySets, readWords } from './read-user-content';
import { readUserMail } from './read-user-mail';
import { toUserProfile } from './to-user-profile';

// The detail page's single load: a handful of queries (user, providers, profile, words, sets, set
// items, stories), run side by side after the user is known to exist.
export async function getUserFullDetails(
  db: Db,
  userId: string,
  now: Date,
  mailDelivery: MailDelivery,
): Promise<UserFullDetails> {
  const user = await getUser(db, userId, now);
  const [profile, words, studySets, stories, mail] = await Promise.all([
    readProfileRow(db, userId),
    readWords(db, userId),
    readStudySets(db, userId),
    readStories(db, userId),
    readUserMail(db, userId, mailDelivery),
  ]);
  return {
    user,
    claims: user.customClaims,
    profile: profile ? toUserProfile(profile) : null,
    words,
    studySets,
    stories,
    mail,
  };
}
