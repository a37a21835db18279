/**
 * The 3D pod app: waits for the host's word (a sign-in, or guest mode for a signed-out visitor),
 * loads the Pod and its template, then shows it and joins its drop-in room (live/pod-room.ts, loaded
 * after the Pod). Every full-screen message has a way back.
 *
 * This entry holds no three.js: the 3D view (pod-view.ts and three.js with it) starts downloading
 * and parsing the moment the page runs, in parallel with the host's word and the two fetches,
 * instead of before them (the first-frame budget in docs/performance.md).
 */
import './ui/styles.css';
import { apiClient, ApiError } from './api.ts';
import { fetchPod, readPodBoot } from './boot.ts';
import { readConfig } from './config.ts';
import { connectHost } from './host-link.ts';
import { openGlContextEarly } from './world/gl-context.ts';
import { showStatus, type StatusAction } from './ui/status.ts';

const root = document.getElementById('pod-app')!;
const podView = import('./pod-view.ts');
podView.catch(() => undefined); // awaited (and its failure shown) once the Pod has loaded

async function start() {
  const config = readConfig();
  const host = connectHost(config.apiOrigin);
  const back: StatusAction = { label: 'Back', onClick: () => (host.framed ? host.send({ type: 'navigateBack' }) : history.back()) };
  const status = (text: string, { error = false, actions = [] as StatusAction[] } = {}) => {
    showStatus(root, text, { error, actions: [...actions, back] });
    // What went wrong is for the person to see: the host's loading cover steps aside.
    if (error) host.send({ type: 'shown' });
  };
  if (!config.postId) return status('This Pod link is incomplete: it names no Pod.', { error: true });
  status('Opening the Pod…');
  // While the 3D view downloads: the WebGL context, the slowest step before the first frame.
  openGlContextEarly();
  const slow = setTimeout(() => status(host.framed ? 'Still waiting for Pods to open this Pod…' : 'Open this Pod from the Pods app.'), 8000);
  // A signed-out visitor's frame says so in its URL: no need to wait for the host's word.
  const session = config.guest ? null : await host.session;
  performance.mark('pod-host');
  clearTimeout(slow);
  status('Opening the Pod…');
  const api = apiClient(config.apiOrigin, () => host.current() ?? session);
  try {
    // A signed-out visitor's page carries the public Pod it opens (server/web/guest-pod.ts).
    const { post, scene } = readPodBoot(config.postId) ?? (await fetchPod(api, config.postId));
    performance.mark('pod-data');
    const { showPod } = await podView;
    performance.mark('pod-view');
    const open = { config, session, post, scene, api, host };
    const pod = showPod(root, open);
    // The Pod's drop-in room (issue 46): joined once the Pod shows, which never waits for it.
    import('./live/pod-room.ts').then(({ joinPodRoom }) => joinPodRoom(root, pod, open)).catch((error: unknown) => console.warn('Room', error));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return status('Pod not found. It does not exist or is not shared with you.', { error: true });
    const retry = { label: 'Try again', onClick: () => location.reload() };
    status(error instanceof Error ? `Could not open the Pod: ${error.message}` : 'Could not open the Pod.', { error: true, actions: [retry] });
  }
}

void start();
