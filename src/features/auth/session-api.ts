/** Calls the session machine's effects need. */
import { gql } from '../../lib/api/client.ts';
import { ExpireSessionMutation } from './documents.ts';

export async function expireSession(userId: string) {
  await gql(ExpireSessionMutation, { userId });
}
