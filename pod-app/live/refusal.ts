/** What the room's refusal means to the person (the server's own words for the event's state). */
import { ApiError } from '../api.ts';

export function refusalText(error: unknown) {
  if (error instanceof ApiError) {
    if (error.status === 404) return 'This event does not exist, or you are not invited to it.';
    if (error.status === 409 || error.status === 403) return error.message;
    if (error.status === 401) return 'Your sign-in has expired. Please sign in again.';
    return `The live event did not open: ${error.message}`;
  }
  return 'The live event did not open. Please try again.';
}
