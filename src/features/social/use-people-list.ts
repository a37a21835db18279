/** A follow list's machine, wired to a loader, the row actions and the toasts. */
import { useMachine } from '../../lib/machine-hooks.ts';
import { fromPromise } from 'xstate';
import { createFollowListMachine, type ListPage, type RowAction } from '../../../machines/followList.ts';
import { showToast } from '../../app/actors.ts';
import { stampRead, tick } from '../../lib/read-order.ts';
import { acceptRequest, declineRequest, removeFollower, type PersonRow } from './api.ts';

const peopleList = createFollowListMachine<PersonRow>();

const ACTIONS: Record<RowAction, { call: (id: string) => Promise<void>; done: string }> = {
  remove: { call: removeFollower, done: 'Follower removed successfully' },
  accept: { call: acceptRequest, done: 'Follow request accepted' },
  decline: { call: declineRequest, done: 'Follow request declined' },
};

export function usePeopleList(load: (search: string, cursor: string | null) => Promise<ListPage<PersonRow>>) {
  return useMachine(
    peopleList.provide({
      actors: {
        // Rows are stamped with when their read began: a follow button fed by a row (./follows.ts) knows its age.
        loadPage: fromPromise(async ({ input }) => {
          const began = tick();
          const page = await load(input.search, input.cursor);
          return { ...page, rows: stampRead(page.rows, began) };
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
  );
}
