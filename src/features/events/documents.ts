import { graphql } from '../../gql/index.ts';

export const EventCardFragment = graphql(`
  fragment EventCard on Event {
    eventId hostId postId eventName eventDescription eventThumbnail startTimestamp endTimestamp eventStatus
    host { userId userDisplayName userDPUrl }
    post { postId postName postDisplayImage postDisplayImageSet }
    guests { userId userDisplayName userDPUrl }
  }
`);

export const HostedEventsQuery = graphql(`
  query HostedEvents($userId: String!) { getHostedEvents(userId: $userId) { events { ...EventCard } } }
`);

export const EventInvitationsQuery = graphql(`
  query EventInvitations($userId: String!) { getEventInvitations(userId: $userId) { events { ...EventCard } } }
`);

export const EventQuery = graphql(`
  query OneEvent($userId: String!, $eventId: PositiveInt!) { getEvent(userId: $userId, eventId: $eventId) { ...EventCard } }
`);

export const GuestCandidatesQuery = graphql(`
  query GuestCandidates($userId: String!) { getGuestCandidates(userId: $userId) { candidates { userId displayName displayImage totalPods type } } }
`);

export const CreateEventMutation = graphql(`
  mutation CreateEvent($userId: String!, $input: createEvent_request_Input!) { createEvent(userId: $userId, input: $input) { data { eventId } } }
`);

export const UpdateEventMutation = graphql(`
  mutation UpdateEvent($userId: String!, $eventId: PositiveInt!, $input: updateEvent_request_Input!) { updateEvent(userId: $userId, eventId: $eventId, input: $input) { data { eventId } } }
`);

export const UpdateEventStatusMutation = graphql(`
  mutation UpdateEventStatus($userId: String!, $eventId: PositiveInt!, $eventStatus: String!) {
    updateEventStatus(userId: $userId, eventId: $eventId, input: { eventStatus: $eventStatus }) { eventId eventStatus }
  }
`);

export const DeleteEventMutation = graphql(`
  mutation DeleteEvent($userId: String!, $eventId: PositiveInt!) { deleteEvent(userId: $userId, eventId: $eventId) { eventId deleted } }
`);
