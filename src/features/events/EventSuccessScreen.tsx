import { Link } from '@tanstack/react-router';
import { css } from '@linaria/core';
import { useLoad } from '../../lib/use-load.ts';
import { primaryButton } from '../../ui/button.ts';
import { screenBody } from '../../ui/form.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { loadEvent } from './api.ts';
import { formatEventTime } from '../../../shared/time-format.ts';
import { cutTitle } from './format.ts';
import { imageLoading } from '../../ui/image-loading.ts';

const card = css`
  display: grid;
  gap: 10px;
  padding: 14px;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  background: var(--surface);
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: 12px;
    background: var(--surface-2);
  }
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    color: var(--muted);
  }
`;

/** /event-success: the scheduled event's card and 'Explore Now' to /events. */
export function EventSuccessScreen({ eventId }: { eventId: number | null }) {
  const event = useLoad(`event:${eventId}`, () => (eventId ? loadEvent(eventId) : Promise.resolve(null)));
  const loading = eventId !== null && event.data === null && !event.failed;
  return (
    <section className={screenBody} aria-labelledby="event-success-title">
      <h1 id="event-success-title">Event Successfully Scheduled</h1>
      <div className={card} aria-busy={loading}>
        {loading ? (
          <Spinner label="Loading the event" />
        ) : (
          <>
            <img src={event.data?.eventThumbnail ?? '/media/loading-pod.webp'} alt="" width="640" height="360" {...imageLoading('largest')} />
            <h2>{cutTitle(event.data?.eventName)}</h2>
            {event.data && <p>{formatEventTime(event.data.startTimestamp, event.data.endTimestamp)}</p>}
          </>
        )}
      </div>
      <Link to="/events" className={primaryButton}>
        Explore Now
      </Link>
    </section>
  );
}
