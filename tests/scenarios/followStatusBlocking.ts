/**
 * The follow status scenarios of blocking and unblocking (§4 Follow status, §2 Blocked users):
 * the block question from each relation, the block sent, cancelled or failed, and the unblock
 * question, sent, cancelled or failed. Asking before a block is not in the spec: those rows say so.
 * Part of the table in tests/scenarios/followStatus.ts, in its order.
 */
import type { Scenario } from './scenario.ts';
import { BLOCKED, FOLLOWING, PUBLIC_NOT_FOLLOWING, REQUESTED, block, button, confirm, dismiss, done, failed, notInSpec, unblock } from './followStatusTerms.ts';
import type { Event, Input } from './followStatusTerms.ts';

export const blockingScenarios: Scenario<Event, Input>[] = [
  {
    rule: 'Block asks first, and sends nothing until confirmed',
    spec: notInSpec('§1 (follow and block people); §4 Follow status'),
    input: PUBLIC_NOT_FOLLOWING,
    given: [],
    when: block,
    then: { state: 'confirmingBlock', effects: { sendBlock: 0 }, context: { status: false, shown: false } },
  },
  {
    rule: 'Block after confirm is sent',
    spec: notInSpec('§1 (follow and block people); §4 Follow status'),
    input: PUBLIC_NOT_FOLLOWING,
    given: [block],
    givenState: 'confirmingBlock',
    when: confirm,
    then: { state: 'blocking', effects: { sendBlock: 1, sendUnfollow: 0 } },
  },
  {
    rule: "Cancel on the block question changes nothing: 'Follow' stays",
    spec: notInSpec('§4 Follow status'),
    input: PUBLIC_NOT_FOLLOWING,
    given: [block],
    when: dismiss,
    then: { state: 'notFollowing', effects: { sendBlock: 0 }, context: { status: false, shown: false }, screen: { shows: [button('Follow')] } },
  },
  {
    rule: 'Someone followed can be blocked: the block question opens, nothing is sent yet',
    spec: notInSpec('§4 Follow status'),
    input: FOLLOWING,
    given: [],
    givenState: 'accepted',
    when: block,
    then: { state: 'confirmingBlock', effects: { sendBlock: 0 }, context: { status: 'accepted' } },
  },
  {
    rule: "Cancel on the block question of someone followed changes nothing: 'Following' stays",
    spec: notInSpec('§4 Follow status'),
    input: FOLLOWING,
    given: [block],
    when: dismiss,
    then: { state: 'accepted', effects: { sendBlock: 0 }, context: { status: 'accepted', shown: 'accepted' }, screen: { shows: [button('Following')] } },
  },
  {
    rule: 'A requested profile can be blocked: the block question opens',
    spec: notInSpec('§4 Follow status'),
    input: REQUESTED,
    given: [],
    when: block,
    then: { state: 'confirmingBlock', effects: { sendBlock: 0, sendUnfollow: 0 }, context: { status: 'pending' } },
  },
  {
    rule: "blocked shows 'Blocked'",
    spec: '§4 Follow status',
    input: PUBLIC_NOT_FOLLOWING,
    given: [block, confirm],
    givenState: 'blocking',
    when: done('sendBlock'),
    then: { state: 'blocked', effects: { reportFailure: 0 }, context: { status: 'blocked', shown: 'blocked' }, screen: { shows: [button('Blocked')] } },
  },
  {
    rule: "A failed block changes nothing: 'Following' stays",
    spec: notInSpec('§4 Follow status'),
    input: FOLLOWING,
    given: [block, confirm],
    when: failed('sendBlock'),
    then: { state: 'accepted', effects: { reportFailure: 1 }, context: { status: 'accepted', shown: 'accepted' }, screen: { shows: [button('Following')] } },
  },
  {
    rule: "blocked, Unblock asks first ('Blocked' stays until confirmed)",
    spec: notInSpec('§4 Follow status; §2 Blocked users (unblock)'),
    input: BLOCKED,
    given: [],
    givenState: 'blocked',
    when: unblock,
    then: { state: 'confirmingUnblock', effects: { sendUnblock: 0 }, context: { status: 'blocked', shown: 'blocked' } },
  },
  {
    rule: 'Unblock after confirm is sent',
    spec: '§2 Blocked users (unblock); §4 Follow status',
    input: BLOCKED,
    given: [unblock],
    when: confirm,
    then: { state: 'unblocking', effects: { sendUnblock: 1 }, context: { shown: 'blocked' } },
  },
  {
    rule: "Cancel on the unblock question keeps 'Blocked'",
    spec: notInSpec('§4 Follow status'),
    input: BLOCKED,
    given: [unblock],
    when: dismiss,
    then: { state: 'blocked', effects: { sendUnblock: 0 }, context: { status: 'blocked' }, screen: { shows: [button('Blocked')] } },
  },
  {
    rule: "Unblocked gives false: 'Follow'",
    spec: '§2 Blocked users (unblock); §4 Follow status',
    input: BLOCKED,
    given: [unblock, confirm],
    givenState: 'unblocking',
    when: done('sendUnblock'),
    then: {
      state: 'notFollowing',
      effects: { reportFailure: 0 },
      context: { status: false, shown: false },
      screen: { shows: [button('Follow')], hides: [button('Blocked')] },
    },
  },
  {
    rule: "A failed unblock keeps 'Blocked'",
    spec: notInSpec('§4 Follow status'),
    input: BLOCKED,
    given: [unblock, confirm],
    when: failed('sendUnblock'),
    then: { state: 'blocked', effects: { reportFailure: 1 }, context: { status: 'blocked', shown: 'blocked' }, screen: { shows: [button('Blocked')] } },
  },
];
