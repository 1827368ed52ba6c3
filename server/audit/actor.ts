import type { SessionUser } from '~/server/account/session-user';

// Who did it, as recorded in the audit log (the email is kept in case the account is deleted later).
export type Actor = { id: string; email: string };

export function actorOf(user: SessionUser): Actor {
  return { id: user.id, email: user.email };
}
