/**
 * The live event app (live.html): says `loaded` to the host page, waits for its sign-in, checks
 * the room (only the host and guests of a started event get in), loads the Pod, then shows
 * everyone in it live.
 */
import './ui/styles.css';
import './live/ui/live.css';
import './live/ui/avatar.css';
import { readLiveEventParams } from '../shared/frame-protocol/index.ts';
import { apiClient, ApiError } from './api.ts';
import { readConfig } from './config.ts';
import { connectHost } from './host-link.ts';
import { showStatus, type StatusAction } from './ui/status.ts';
import { refusalText } from './live/refusal.ts';

const root = document.getElementById('pod-app')!;
// three.js and the live view download while the host signs the frame in (see main.ts).
const liveView = import('./live/live-view.ts');
liveView.catch(() => undefined); // awaited (and its failure shown) once the room has loaded

async function start() {
  const params = readLiveEventParams(location.search);
  const config = { ...readConfig(), previewMode: true };
  const host = connectHost(config.apiOrigin);
  host.send({ type: 'loaded' });
  const back = { label: 'Back to events', onClick: () => (host.framed ? host.send({ type: 'navigateBack' }) : history.back()) };
  // What went wrong is for the person to see: the host's loading cover steps aside.
  const fail = (text: string, actions: StatusAction[] = [back]) => {
    showStatus(root, text, { error: true, actions });
    host.send({ type: 'shown' });
  };
  if (!params) return fail('This live event link is incomplete.');

  showStatus(root, 'Signing you in…');
  const slow = setTimeout(
    () => showStatus(root, host.framed ? 'Still waiting for Pods to sign you in…' : 'Open this live event from the Pods app.', { actions: [back] }),
    8000,
  );
  const session = await host.session;
  clearTimeout(slow);
  // Live events are for their host and guests: a signed-out visitor (guest mode) cannot join one.
  if (!session) return fail('Sign in to join this live event.');
  if (session.userId !== params.userId) return fail('This live event was opened for someone else.');

  showStatus(root, 'Joining the live event…');
  const api = apiClient(config.apiOrigin, () => host.current() ?? session);
  try {
    const room = await api.liveRoom(params.eventId);
    const post = await api.livePost(params.postId);
    const scene = await api.templateScene(post.podId);
    const { showLiveEvent } = await liveView;
    showLiveEvent(root, { config: { ...config, postId: params.postId }, session, post, scene, api, host }, { eventId: params.eventId, room });
  } catch (error) {
    const retry = { label: 'Try again', onClick: () => location.reload() };
    const refused = error instanceof ApiError && [403, 404, 409].includes(error.status);
    fail(refusalText(error), refused ? [back] : [retry, back]);
  }
}

void start();
