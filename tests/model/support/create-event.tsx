/**
 * The /create-event screen on a fake gateway and a fixed clock (10:02 local on 22 Nov 2026), for
 * the model tests of eventSave, eventTime and guestSelection. Helpers act as a person would.
 */
import { vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { installFakeApi } from './fake-api.ts';

export const NOW = new Date(2026, 10, 22, 10, 2, 0);
export const NOW_S = Math.floor(NOW.getTime() / 1000);
export const SUGGESTED = 10 * 60 + 2 + 5;
export const POD = {
  postId: 'post-1',
  postName: "Hana's Pod",
  postDescription: '',
  postTags: [],
  postSubTag: 'Personal',
  postType: 'public',
  postDisplayImage: '/p.webp',
  podId: 'studio-loft',
  podName: 'Studio Loft',
  user: { userDisplayName: 'Hana' },
};
export const CANDIDATES = [
  { userId: 'gus', displayName: 'Gus', displayImage: null, totalPods: 1, type: 'follower' },
  { userId: 'ivy', displayName: 'Ivy', displayImage: null, totalPods: 2, type: 'both' },
];

/** A hosted event as the gateway answers it. */
export const hostedEvent = (eventId: number, eventStatus: string, hostId = 'host-1') => ({
  eventId,
  hostId,
  postId: 'post-1',
  eventName: `Event ${eventId}`,
  eventDescription: '',
  eventThumbnail: null,
  startTimestamp: NOW_S + 3600,
  endTimestamp: NOW_S + 7200,
  eventStatus,
  host: { userId: hostId, userDisplayName: 'Someone', userDPUrl: null },
  post: { postId: 'post-1', postName: "Hana's Pod", postDisplayImage: '/p.webp' },
  guests: [{ userId: 'gus', userDisplayName: 'Gus', userDPUrl: null }],
});

export async function mountCreateEvent(
  options: {
    holdCandidates?: boolean;
    hosted?: ReturnType<typeof hostedEvent>[];
    eventId?: number;
    event?: ReturnType<typeof hostedEvent>;
    expectForm?: boolean;
  } = {},
) {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.spyOn(console, 'error').mockImplementation(() => {}); // failures the screens log on purpose
  sessionStorage.setItem('userId', 'host-1');
  sessionStorage.setItem('sessionToken', 'token-1');
  const api = installFakeApi({
    MyPods: () => ({ getUserPosts: { total: 1, documents: [{ value: POD }] } }),
    GuestCandidates: () => ({ getGuestCandidates: { candidates: CANDIDATES } }),
    CreateEvent: () => ({ createEvent: { data: { eventId: 42 } } }),
    HostedEvents: () => ({ getHostedEvents: { events: options.hosted ?? [] } }),
    OneEvent: () => ({ getEvent: options.event ?? null }),
  });
  if (options.holdCandidates) api.hold('GuestCandidates');
  const navigate = vi.fn();
  const { setNavigate } = await import('../../../src/lib/navigation.ts');
  setNavigate(navigate);
  const { CreateEventScreen } = await import('../../../src/features/events/CreateEventScreen.tsx');
  const { Toasts } = await import('../../../src/app/Toasts.tsx');
  render(
    <>
      <CreateEventScreen eventId={options.eventId ?? null} />
      <Toasts />
    </>,
  );
  if (options.expectForm !== false) await screen.findByRole('radio', { name: "Hana's Pod" });
  return { api, navigate };
}

export const timeButton = () => screen.getByRole('button', { name: /^Time / });
export const timeDialog = () => screen.queryByRole('dialog', { name: 'Set Event Time' });
export const sheet = () => screen.queryByRole('dialog', { name: 'Add guests' });
export const confirmButton = () => screen.getByRole('button', { name: /^(Confirm|Saving the event)$/ });

export async function setTime(value = '23:00') {
  fireEvent.click(timeButton());
  const dialog = await screen.findByRole('dialog', { name: 'Set Event Time' });
  fireEvent.change(within(dialog).getByLabelText('Start Time'), { target: { value } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Set Time' }));
}

export async function addGuest(name: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Add guests' }));
  const open = await screen.findByRole('dialog', { name: 'Add guests' });
  fireEvent.click(await within(open).findByRole('button', { name: `Add ${name}` }));
  fireEvent.click(within(open).getByRole('button', { name: 'Close' }));
}

export const shownAlerts = () =>
  screen
    .queryAllByRole('alert')
    .map((alert) => alert.textContent)
    .sort();
export const settleTick = () => act(async () => {});
