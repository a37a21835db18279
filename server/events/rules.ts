/**
 * The create-event rules (spec §5, §9), checked by the server whatever the client did: a name of
 * 1–20 characters, one of the host's own Pods, a start that is not in the past, an end exactly one
 * hour later, 1–5 distinct guests, a thumbnail image of at most 1 MB, at most 3 pending events.
 */
import { z } from 'zod';
import { EVENT_DURATION_S, EVENT_NAME_MAX, MAX_GUESTS } from '../../shared/event-rules.ts';

export { EVENT_REFUSALS, MAX_PENDING_EVENTS } from '../../shared/event-rules.ts';
export const EVENT_DESCRIPTION_MAX = 1000;
export const THUMBNAIL_MAX_BYTES = 1024 * 1024;
export const THUMBNAIL_TOO_LARGE = 'File size must be less than 1MB.';

const guestList = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'guests must be a JSON list of {"userId"}.' });
      return z.NEVER;
    }
  })
  .pipe(z.array(z.object({ userId: z.string().min(1) }), { message: 'guests must be a JSON list of {"userId"}.' }))
  .transform((guests) => [...new Set(guests.map((g) => g.userId))])
  .refine((ids) => ids.length >= 1 && ids.length <= MAX_GUESTS, 'Please add at least one guest and max five');

const epochSeconds = (name: string) =>
  z.coerce
    .number({ message: `${name} must be epoch seconds.` })
    .int(`${name} must be epoch seconds.`)
    .positive(`${name} must be epoch seconds.`);

export const eventFormRules = z
  .object({
    postId: z.string({ message: 'Please select a post.' }).trim().min(1, 'Please select a post.'),
    eventName: z
      .string({ message: 'Event name is required.' })
      .trim()
      .min(1, 'Event name is required.')
      .max(EVENT_NAME_MAX, `Event name can be at most ${EVENT_NAME_MAX} characters.`),
    eventDescription: z.string().trim().max(EVENT_DESCRIPTION_MAX, `The description can be at most ${EVENT_DESCRIPTION_MAX} characters.`).default(''),
    startTimestamp: epochSeconds('startTimestamp'),
    endTimestamp: epochSeconds('endTimestamp'),
    guests: guestList,
  })
  .refine((form) => form.endTimestamp === form.startTimestamp + EVENT_DURATION_S, {
    message: 'An event lasts exactly one hour: endTimestamp must be startTimestamp + 3600.',
  });

export type EventForm = z.infer<typeof eventFormRules>;
