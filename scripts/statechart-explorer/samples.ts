/**
 * What the simulator feeds the machines where they read data: a machine's input, an event's data,
 * an invoked call's result. Sample values, as a screen or the server would send them; anything not
 * here is sent with its type alone (and a step that needs more is undone, with the reason shown).
 */
import type { Samples } from './simulator.ts';

const NOW_S = 1_900_000_000;
const person = { userId: 'u-2', userName: 'grace', userDisplayName: 'Grace Hopper', userDPUrl: null };
const guest = { userId: 'u-2', displayName: 'Grace Hopper', displayImage: null, totalPods: 3, type: 'both' };
const message = { messageId: 7, clientMessageId: 'c-7', fromMe: false, content: 'See you at the event!', createdAt: NOW_S, read: true };
const chat = { partner: { ...person, online: true }, blockedByYou: false, partnerLastReadId: 7, messages: [message], nextCursor: null };
const eventForm = {
  eventName: 'Launch party',
  eventDescription: 'Come along',
  postId: 'post-1',
  startTimestamp: NOW_S + 3600,
  endTimestamp: NOW_S + 7200,
  guests: ['u-2'],
};
const podSettings = { postName: 'My Pod', postDescription: 'A quiet room', postTags: ['art'], postSubTag: 'gallery', postType: 'public' };

export const samples: Record<string, Samples> = {
  onboarding: {
    events: {
      'route.entered': { path: '/time-line', changePodTheme: false, user: { userName: 'ada', userStatus: 'complete', interestCount: 2 } },
      'pod.chosen': { postId: 'post-1' },
    },
  },
  eventLifecycle: {
    input: { event: { eventStatus: 'pending', startTimestamp: NOW_S, endTimestamp: NOW_S + 3600 }, role: 'host', now: NOW_S - 600 },
    events: { 'clock.ticked': { now: NOW_S + 60 } },
  },
  liveEventFrame: { input: { role: 'invitee' } },
  eventSave: {
    input: { restored: false },
    events: { submit: { form: eventForm, now: NOW_S }, 'field.changed': { field: 'eventName' } },
    outputs: { saveEvent: '42' },
  },
  blockedUsers: {
    events: { 'search.changed': { search: 'gra' }, unblock: { userId: 'u-2' } },
    outputs: { loadBlocked: [person] },
  },
  chat: {
    input: { partnerId: 'u-2' },
    events: {
      'draft.changed': { text: 'Hello!' },
      'image.picked': { image: { name: 'photo.jpg', data: null } },
      'file.picked': { file: { name: 'notes.pdf', data: null } },
      send: { clientMessageId: 'c-8', now: NOW_S + 5 },
      'messages.received': { chat },
    },
    outputs: {
      load: chat,
      send: { ...message, messageId: 8, clientMessageId: 'c-8', fromMe: true, content: 'Hello!' },
      loadOlder: { messages: [], nextCursor: null },
    },
  },
  createAccountForm: {
    input: { name: 'Ada Lovelace', values: null },
    events: { 'field.changed': { field: 'username', value: 'ada' } },
  },
  editProfileForm: {
    input: { name: 'Ada Lovelace', username: 'ada', location: 'London', pictureUrl: '' },
    events: { 'field.changed': { field: 'location', value: 'Paris' } },
    outputs: { saveProfile: { name: 'Ada Lovelace', username: 'ada', location: 'Paris', pictureUrl: '' } },
  },
  frameHost: {
    input: { userId: 'u-1' },
    outputs: {
      setUp: { podAppUrl: 'http://localhost:8081/', token: { token: 'frame-token', expiresAt: NOW_S * 1000 } },
      refreshToken: { token: 'frame-token-2', expiresAt: NOW_S * 1000 },
    },
  },
  followList: {
    events: { 'search.changed': { search: 'gra' }, 'row.action': { rowId: 'u-2', action: 'remove' } },
    outputs: { loadPage: { rows: [{ id: 'u-2', ...person }], nextCursor: null } },
  },
  newMessage: {
    events: { 'query.changed': { query: 'gra' } },
    outputs: { loadPeople: [{ followingId: 'u-2', followingName: 'Grace Hopper', followingUserName: 'grace', followingDisplayImage: null }] },
  },
  inboxPages: {
    events: { 'older.requested': { cursor: 'c-1' } },
    outputs: { loadPage: { conversations: [], nextCursor: null } },
  },
  eventsList: {
    events: { 'search.changed': { search: 'launch' } },
  },
  load: {
    input: { key: 'feed', age: 'none' },
    events: { 'key.changed': { key: 'feed:2', age: 'stale' } },
  },
  guestSelection: {
    input: { selected: [] },
    events: { 'search.changed': { search: 'gra' }, 'guest.added': { guest }, 'guest.removeRequested': { userId: 'u-2' } },
    outputs: { loadCandidates: [guest] },
  },
  helpForm: {
    events: { 'field.changed': { field: 'message', value: 'The editor does not open.' } },
  },
  interestsSelection: {
    input: { selected: [], defaultPod: false },
    events: { 'interest.toggled': { id: 'art' } },
  },
  like: {
    input: { liked: false, count: 3, signedIn: true },
    events: { read: { like: { liked: true, count: 4 } } },
    outputs: { saveLike: { liked: true, count: 4 } },
  },
  notifications: {
    events: {
      start: { userId: 'u-1' },
      read: { kind: 'follower' },
      'stream.message': { signal: { notificationId: 11, type: 'New Message', partnerId: 'u-2', messageId: 8 } },
      'stream.notification': {
        notification: { notificationId: 12, notificationType: 'New Follower', kind: 'follower', notificationText: 'Grace followed you' },
      },
    },
    outputs: { loadUnread: { follower: 1, event: 0 } },
  },
  podSettingsForm: {
    input: { postId: 'post-1' },
    events: { 'field.changed': { field: 'postName', value: 'My new Pod' } },
    outputs: { loadPod: { postId: 'post-1', settings: podSettings } },
  },
  socialLinks: {
    input: { saved: [{ socialId: 1, socialLink: 'https://example.com/ada' }], draft: null, defaults: [1, 2], postId: 'post-1' },
    events: { 'link.changed': { socialId: 1, value: 'https://example.com/ada.l' }, 'platform.added': { socialId: 3 } },
  },
  podTemplatePicker: {
    input: { mode: 'create', postId: null },
    events: { 'query.changed': { query: 'gal' }, 'template.selected': { podId: 'pod-1' } },
    outputs: {
      loadTemplates: { templates: [{ podId: 'pod-1', podName: 'Gallery', podDisplayImage: '', podDescription: 'White walls' }], currentPodId: null },
      createPod: { postId: 'post-1' },
    },
  },
};
