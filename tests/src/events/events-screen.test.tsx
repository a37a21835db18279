// @vitest-environment jsdom
/**
 * Issue 49 item 10, on /events: at 3 pending events the reason 'Create New Event' is off is on the
 * screen (a phone has no hover for a tooltip), and /events?tab=invited (where a guest lands when the
 * host ends a live event) opens on the Invited tab, with the event's 'Event Ended'.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { EventsTab } from '../../../machines/eventsList.ts';
import { installJsdomPlatform } from '../../model/support/jsdom-platform.ts';
import { installFakeApi } from '../../model/support/fake-api.ts';
import { renderRouted } from '../../model/support/routed.tsx';

const NOW = Math.floor(Date.now() / 1000);
const event = (eventId: number, eventName: string, hostId: string, eventStatus = 'pending') => ({
  eventId,
  hostId,
  postId: `post-${hostId}`,
  eventName,
  eventDescription: '',
  eventThumbnail: null,
  startTimestamp: NOW + 86_400,
  endTimestamp: NOW + 90_000,
  eventStatus,
  host: { userId: hostId, userDisplayName: hostId === 'me' ? 'Ada' : 'Hana', userDPUrl: null },
  post: { postId: `post-${hostId}`, postName: hostId === 'me' ? "Ada's Pod" : "Hana's Pod", postDisplayImage: '/x.webp' },
  guests: [{ userId: 'bo', userDisplayName: 'Bo', userDPUrl: null }],
});

async function mount(hosted: ReturnType<typeof event>[], invited: ReturnType<typeof event>[], tab?: EventsTab) {
  vi.resetModules();
  sessionStorage.setItem('userId', 'me');
  sessionStorage.setItem('sessionToken', 'token-1');
  installFakeApi({
    HostedEvents: () => ({ getHostedEvents: { events: hosted } }),
    EventInvitations: () => ({ getEventInvitations: { events: invited } }),
    UnreadNotifications: () => ({ getNotifications: [] }),
    MarkNotificationsRead: () => ({ markNotificationsRead: { marked: 0 } }),
    UpdateEventStatus: () => ({ updateEventStatus: { eventId: 9, eventStatus: 'finished' } }),
  });
  const { EventsScreen } = await import('../../../src/features/events/EventsScreen.tsx');
  renderRouted(<EventsScreen tab={tab} />);
  await screen.findByRole('heading', { name: 'Your Event', level: 1 });
}

beforeAll(() => installJsdomPlatform());
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('/events', () => {
  it("says on the screen why 'Create New Event' is off at 3 pending events", async () => {
    await mount([event(1, 'One', 'me'), event(2, 'Two', 'me'), event(3, 'Three', 'me')], []);
    await screen.findByRole('article', { name: 'Three' });
    const create = screen.getByRole('button', { name: 'Create New Event' });
    expect(create).toHaveProperty('disabled', true);
    expect(create.getAttribute('title')).toBeNull();
    expect(screen.getByText('You can have at most 3 pending events.')).toBeTruthy();
    expect(create.getAttribute('aria-describedby')).toBe(screen.getByText('You can have at most 3 pending events.').id);
  });

  it('offers Create New Event with no reason below 3 pending events', async () => {
    await mount([event(1, 'One', 'me'), event(2, 'Two', 'me')], []);
    expect(await screen.findByRole('link', { name: 'Create New Event' })).toBeTruthy();
    expect(screen.queryByText('You can have at most 3 pending events.')).toBeNull();
  });

  it("opens on the Invited tab when asked (a guest after the live event ended), the event showing 'Event Ended'", async () => {
    await mount([], [event(9, 'Book club', 'hana', `started-${NOW - 4000}`)], 'invited');
    expect(screen.getByRole('tab', { name: 'Invited' }).getAttribute('aria-selected')).toBe('true');
    const card = await screen.findByRole('article', { name: 'Book club' });
    expect(card.querySelector('button')?.textContent).toBe('Event Ended');
    expect(screen.queryByText('No Events Yet')).toBeNull();
  });

  it("after a live event ends, /events reads the lists again and the card starts again from the new status: 'Event Ended', not a stale 'Join'", async () => {
    let status = `started-${NOW - 60}`;
    vi.resetModules();
    sessionStorage.setItem('userId', 'me');
    sessionStorage.setItem('sessionToken', 'token-1');
    installFakeApi({
      HostedEvents: () => ({ getHostedEvents: { events: [] } }),
      EventInvitations: () => ({ getEventInvitations: { events: [event(9, 'Book club', 'hana', status)] } }),
      UnreadNotifications: () => ({ getNotifications: [] }),
      MarkNotificationsRead: () => ({ markNotificationsRead: { marked: 0 } }),
      UpdateEventStatus: () => ({ updateEventStatus: { eventId: 9, eventStatus: status } }),
    });
    const { EventsScreen } = await import('../../../src/features/events/EventsScreen.tsx');
    const { outdateEventReads } = await import('../../../src/features/events/api.ts');
    renderRouted(<EventsScreen tab="invited" />);
    expect(await screen.findByRole('button', { name: 'Join' })).toBeTruthy();
    cleanup();
    // The guest was in the live event; the host ended it (src/features/frames/LiveEventScreen.tsx leaves this way).
    status = 'finished';
    outdateEventReads();
    renderRouted(<EventsScreen tab="invited" />);
    expect(await screen.findByRole('button', { name: 'Event Ended' })).toHaveProperty('disabled', true);
  });
});
