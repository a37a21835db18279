/** A follow list's machine, wired to a loader, the row actions and the toasts. */
import { useEffect } from 'react';
import { useMachine } from '../../lib/machine-hooks.ts';
import { fromPromise } from 'xstate';
import { createFollowListMachine, type ListPage, type RowAction } from '../../../machines/followList.ts';
import { showToast } from '../../app/actors.ts';
import { cameWithPage, freshRead, read, type ScreenRead } from '../../lib/read-cache.ts';
import { acceptRequest, declineRequest, removeFollower, type PersonRow } from './api.ts';
import { stampedPage } from './reads.ts';

const peopleList = createFollowListMachine<PersonRow>();

const ACTIONS: Record<RowAction, { call: (id: string) => Promise<void>; done: string }> = {
  remove: { call: removeFollower, done: 'Follower removed successfully' },
  accept: { call: acceptRequest, done: 'Follow request accepted' },
  decline: { call: declineRequest, done: 'Follow request declined' },
};

/**
 * `firstPage`, the list's first page without a search as the read cache keeps it (./reads.ts):
 * kept fresh (read moments ago, or with a page the server rendered), the list opens on it; its
 * read joins one already under way (started on arrival).
 */
export function usePeopleList(load: (search: string, cursor: string | null) => Promise<ListPage<PersonRow>>, firstPage?: ScreenRead<ListPage<PersonRow>>) {
  // A first page that came with the page is read again behind it once (kept offline by the service worker).
  useEffect(() => {
    if (firstPage && cameWithPage(firstPage.key)) read(firstPage.key, firstPage.load, { again: true }).catch(() => {});
  }, [firstPage?.key]); // eslint-disable-line react-hooks/exhaustive-deps -- once per list
  return useMachine(
    peopleList.provide({
      actors: {
        loadPage: fromPromise(async ({ input }) => {
          if (firstPage && input.search === '' && input.cursor === null) return read(firstPage.key, firstPage.load);
          return stampedPage(() => load(input.search, input.cursor));
        }),
        actOnRow: fromPromise(({ input }) => ACTIONS[input.action].call(input.rowId)),
      },
      actions: {
        announceDone: (_, { action }) => showToast(ACTIONS[action].done, 'success'),
        reportFailure: (_, { error }) => {
          console.error('People list', error);
          showToast('That did not work. Please try again.', 'error');
        },
      },
    }),
    { input: { firstPage: firstPage && freshRead<ListPage<PersonRow>>(firstPage.key) } },
  );
}
