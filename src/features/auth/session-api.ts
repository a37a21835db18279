/** Calls the session machine's effects need. */
import { gql } from '../../lib/api/client.ts';
import { CurrentUserQuery, ExpireSessionMutation } from './documents.ts';

export async function expireSession(userId: string) {
  await gql(ExpireSessionMutation, { userId });
}

export async function fetchCurrentUser(userId: string) {
  const { getUser } = await gql(CurrentUserQuery, { id: userId });
  return getUser;
}
