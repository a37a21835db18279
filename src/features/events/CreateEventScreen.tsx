import { useEffect, useRef, useState } from 'react';
import { useMachine } from '../../lib/machine-hooks.ts';
import { fromPromise } from 'xstate';
import { css } from '@linaria/core';
import { EVENT_NAME_MAX, eventFormRefusal, eventSaveMachine, type EventForm, type EventFormErrors } from '../../../machines/eventSave.ts';
import { eventTimeMachine, selectTimestamps } from '../../../machines/eventTime.ts';
import { guestSelectionMachine, selectCounter } from '../../../machines/guestSelection.ts';
import { showToast } from '../../app/actors.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { formatMinutesOfDay } from '../../../shared/time-format.ts';
import { useLoad } from '../../lib/use-load.ts';
import { httpStatusOf, messageOf } from '../../lib/api/errors.ts';
import { currentUserId } from '../../lib/storage.ts';
import { primaryButton, secondaryButton } from '../../ui/button.ts';
import { errorText, field, form as formStyle, hint, screenBody } from '../../ui/form.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { loadEvent, loadGuestCandidates, saveEvent, type EventCard } from './api.ts';
import { EventDateField } from './EventDateField.tsx';
import { EventTimeDialog } from './EventTimeDialog.tsx';
import { GuestChips } from './GuestChips.tsx';
import { GuestSheet } from './GuestSheet.tsx';
import { PodChoice } from './PodChoice.tsx';
import { ThumbnailField } from './ThumbnailField.tsx';
import { nowSeconds } from './format.ts';
import { DiscardDialog } from './DiscardDialog.tsx';
import { eventDraftKey, minutesOfDay, startingValues, type EventDraft } from './event-draft.ts';
import { clearDraft, writeDraft } from '../../lib/drafts.ts';
import { useOnChange } from '../../lib/use-on-change.ts';
import { hostedEvents, myPods } from './reads.ts';

const header = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  button {
    width: auto;
    min-width: 0;
    padding: 0 16px;
  }
  /* One line at 390 px: 'Create Event' between Cancel and Confirm. */
  h1 {
    font-size: 1.15rem;
    white-space: nowrap;
  }
`;

function FieldError({ id, errors, name }: { id: string; errors: EventFormErrors; name: keyof EventFormErrors }) {
  return errors[name] ? (
    <p id={id} className={errorText} role="alert">
      {errors[name]}
    </p>
  ) : null;
}

const EVENT_NOT_LOADED = 'This event could not be loaded. It may have been deleted, or it is not yours to edit.';

/** The /create-event form (spec §2, §5); `existing` prefills it for editing, and the tab's draft (./event-draft.ts) over it. */
function EventFormView({ existing }: { existing: EventCard | null }) {
  const [start] = useState(() => startingValues(existing));
  const draftKey = eventDraftKey(existing?.eventId ?? null);
  const [eventName, setEventName] = useState(start.values.eventName);
  const [eventDescription, setEventDescription] = useState(start.values.eventDescription);
  const [postId, setPostId] = useState<string | null>(start.values.postId);
  const [day, setDay] = useState(() => new Date(start.values.day));
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  // The save actor is created once; it reads the file chosen last through this ref.
  const thumbnailRef = useRef<File | null>(null);
  thumbnailRef.current = thumbnail;
  const pods = useLoad(myPods.key, myPods.load);

  const [save, sendSave] = useMachine(
    eventSaveMachine.provide({
      actors: { saveEvent: fromPromise(({ input }: { input: EventForm }) => saveEvent(input, thumbnailRef.current, existing?.eventId ?? null)) },
      actions: {
        goToSuccess: (_, { eventId }) => navigateTo(`/event-success?eventId=${eventId}`),
        reportFailure: (_, { error }) => {
          console.error('Save event', error);
          // The server's reason where trying again cannot help (a refusal); otherwise, try again.
          const status = httpStatusOf(error);
          const refused = status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429;
          showToast(refused ? messageOf(error) : 'The event was not saved. Please try again.', 'error');
        },
        leave: () => window.history.back(),
        clearDraft: () => clearDraft(draftKey),
      },
    }),
    { input: { restored: start.restored } },
  );
  const [time, sendTime] = useMachine(eventTimeMachine, {
    input: { minutes: start.values.minutes, suggested: minutesOfDay(nowSeconds()) + 5 },
  });
  const [guests, sendGuests] = useMachine(
    guestSelectionMachine.provide({
      actors: { loadCandidates: fromPromise(loadGuestCandidates) },
      actions: { reportFailure: (_, { error }) => console.error('Guests', error) },
    }),
    { input: { selected: start.values.guests } },
  );
  const errors = save.context.errors;
  const saving = save.matches('saving') || save.matches('saved');
  const chosen = guests.context.selected;
  const timestamps = selectTimestamps(time, Math.floor(day.getTime() / 1000));

  // A time set or a guest added in their dialogs changes the form (not what it opened with).
  useOnChange(time.context.minutes, () => sendSave({ type: 'field.changed', field: 'time' }));
  useOnChange(chosen.length, () => sendSave({ type: 'field.changed', field: 'guests' }));
  const touched = save.context.touched && save.matches('editing');
  useEffect(() => {
    if (touched)
      writeDraft(draftKey, { eventName, eventDescription, postId, day: day.getTime(), minutes: time.context.minutes, guests: chosen } satisfies EventDraft);
  }, [touched, draftKey, eventName, eventDescription, postId, day, time.context.minutes, chosen]);

  const submit = () =>
    sendSave({
      type: 'submit',
      now: nowSeconds(),
      form: {
        eventName,
        eventDescription,
        postId,
        startTimestamp: timestamps?.startTimestamp ?? null,
        endTimestamp: timestamps?.endTimestamp ?? null,
        guests: chosen.map((g) => g.userId),
      },
    });

  return (
    <section className={screenBody} aria-labelledby="create-event-title">
      <header className={header}>
        <button type="button" className={secondaryButton} onClick={() => sendSave({ type: 'cancel' })}>
          Cancel
        </button>
        <h1 id="create-event-title">{existing ? 'Edit Event' : 'Create Event'}</h1>
        <button
          type="submit"
          form="create-event-form"
          className={primaryButton}
          disabled={saving}
          aria-busy={saving}
          aria-label={saving ? 'Saving the event' : undefined}
        >
          {saving ? <Spinner label="Saving the event" /> : 'Confirm'}
        </button>
      </header>
      <form
        id="create-event-form"
        className={formStyle}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className={field}>
          <label htmlFor="event-name">Event name</label>
          <input
            id="event-name"
            value={eventName}
            maxLength={EVENT_NAME_MAX}
            aria-invalid={Boolean(errors.eventName)}
            aria-describedby="event-name-error"
            onChange={(e) => {
              setEventName(e.currentTarget.value);
              sendSave({ type: 'field.changed', field: 'eventName' });
            }}
          />
          <FieldError id="event-name-error" errors={errors} name="eventName" />
        </div>
        <div className={field}>
          <span id="event-date-label" style={{ fontWeight: 600 }}>
            Date
          </span>
          <EventDateField
            day={day}
            onChange={(picked) => {
              setDay(picked);
              sendSave({ type: 'field.changed', field: 'date' });
            }}
            labelId="event-date-label"
          />
        </div>
        <div className={field}>
          <span id="event-time-label" style={{ fontWeight: 600 }}>
            Time
          </span>
          <button
            type="button"
            className={secondaryButton}
            style={{ justifyContent: 'flex-start' }}
            aria-labelledby="event-time-label event-time-value"
            aria-describedby="event-time-error"
            onClick={() => sendTime({ type: 'open' })}
          >
            <span id="event-time-value">
              {time.context.minutes === null
                ? 'Set the time'
                : `${formatMinutesOfDay(time.context.minutes)} – ${formatMinutesOfDay((time.context.minutes + 60) % 1440)}`}
            </span>
          </button>
          <FieldError id="event-time-error" errors={errors} name="time" />
        </div>
        <div className={field}>
          <span id="event-guests-label" style={{ fontWeight: 600 }}>
            Guests <span className={hint}>({selectCounter(guests)})</span>
          </span>
          <GuestChips guests={chosen} send={sendGuests} />
          <button type="button" className={secondaryButton} aria-describedby="event-guests-error" onClick={() => sendGuests({ type: 'sheet.opened' })}>
            Add guests
          </button>
          <FieldError id="event-guests-error" errors={errors} name="guests" />
        </div>
        <ThumbnailField
          file={thumbnail}
          existingUrl={existing?.eventThumbnail ?? null}
          onChange={(file) => {
            setThumbnail(file);
            sendSave({ type: 'field.changed', field: 'thumbnail' });
          }}
        />
        <div className={field}>
          <label htmlFor="event-description">Description</label>
          <textarea
            id="event-description"
            value={eventDescription}
            maxLength={1000}
            onChange={(e) => {
              setEventDescription(e.currentTarget.value);
              sendSave({ type: 'field.changed', field: 'eventDescription' });
            }}
          />
        </div>
        <div className={field}>
          <span id="select-pod-label" style={{ fontWeight: 600 }}>
            Select your Pod
          </span>
          {pods.data === null && !pods.failed && <Spinner label="Loading your Pods" />}
          {pods.failed && <p className={errorText}>Your Pods did not load.</p>}
          {pods.data && (
            <PodChoice
              pods={pods.data}
              selected={postId}
              invalid={Boolean(errors.postId)}
              onSelect={(id) => {
                setPostId(id);
                sendSave({ type: 'field.changed', field: 'postId' });
              }}
            />
          )}
          <FieldError id="event-pod-error" errors={errors} name="postId" />
        </div>
      </form>
      <EventTimeDialog snapshot={time} send={sendTime} />
      <GuestSheet snapshot={guests} send={sendGuests} />
      <DiscardDialog open={save.matches('discarding')} send={sendSave} />
    </section>
  );
}

/** What cannot be changed by filling the form in: said before anything is typed, with the way back (and a retry when trying again may help). */
function Refusal({ title, message, retry }: { title: string; message: string; retry?: () => void }) {
  return (
    <section className={screenBody} aria-labelledby="create-event-title">
      <h1 id="create-event-title">{title}</h1>
      <p role="alert">{message}</p>
      {retry && (
        <button type="button" className={secondaryButton} onClick={retry}>
          Try again
        </button>
      )}
      <button type="button" className={primaryButton} onClick={() => navigateTo('/events')}>
        Back to events
      </button>
    </section>
  );
}

/**
 * /create-event: a new event, or (with `eventId`) the host's pending event to edit. Someone at
 * the pending-events limit, or opening another person's (or a past) event, is told so up front.
 */
export function CreateEventScreen({ eventId }: { eventId: number | null }) {
  const existing = useLoad(`event:${eventId}`, () => (eventId ? loadEvent(eventId) : Promise.resolve(null)));
  // Only a new event is held to the pending limit: editing asks for no hosted events.
  const hosted = useLoad(eventId ? 'events:none' : hostedEvents.key, () => (eventId ? Promise.resolve([]) : hostedEvents.load()));
  // An unknown id (or another person's event, which the server does not tell apart) or a failed read: said, with the way back.
  if (eventId && existing.failed) return <Refusal title="Edit Event" message={EVENT_NOT_LOADED} retry={existing.reload} />;
  if ((eventId && existing.data === null) || (!eventId && hosted.data === null && !hosted.failed)) {
    return (
      <section className={screenBody} aria-busy>
        <Spinner label={eventId ? 'Loading the event' : 'Loading your events'} />
      </section>
    );
  }
  // Hosted events that did not load decide nothing: the server still refuses past the limit.
  const refusal = eventFormRefusal(currentUserId(), existing.data, hosted.data ?? []);
  if (refusal) return <Refusal title={eventId ? 'Edit Event' : 'Create Event'} message={refusal} />;
  return <EventFormView existing={existing.data} />;
}
