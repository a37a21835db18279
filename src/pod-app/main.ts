/** The 3D pod app: waits for the host's sign-in, loads the Pod and its template, then shows it. */
import './ui/styles.css';
import { apiClient, ApiError } from './api.ts';
import { readConfig } from './config.ts';
import { connectHost } from './host-link.ts';
import { showPod } from './pod-view.ts';
import { showStatus } from './ui/status.ts';

const root = document.getElementById('pod-app')!;
const status = (text: string, error = false) => showStatus(root, text, { error });

async function start() {
  const config = readConfig();
  if (!config.postId) return status('This Pod link is incomplete: it names no Pod.', true);
  const host = connectHost(config.apiOrigin);
  status('Signing you in…');
  const slow = setTimeout(() => status(host.framed ? 'Still waiting for Pods to sign you in…' : 'Open this Pod from the Pods app.'), 8000);
  const session = await host.session;
  clearTimeout(slow);
  status('Opening the Pod…');
  const api = apiClient(config.apiOrigin, () => host.current() ?? session);
  try {
    const post = await api.livePost(config.postId);
    const scene = await api.templateScene(post.podId);
    showPod(root, { config, session, post, scene, api, host });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return status('This Pod does not exist or is not shared with you.', true);
    status(error instanceof Error ? `Could not open the Pod: ${error.message}` : 'Could not open the Pod.', true);
  }
}

void start();
