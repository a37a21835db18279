/**
 * The sandbox the pod app's pages run in. The pod app's server sends it as the pages' own
 * Content-Security-Policy `sandbox` directive (server/web/pod-app.ts) rather than the host
 * setting it as the iframe's `sandbox` attribute: the same restrictions (no top navigation, no
 * modal dialogs, no pointer lock), while the host's markup stays valid HTML — the Nu HTML Checker
 * rejects `allow-scripts` with `allow-same-origin` on an iframe, which here is harmless only
 * because the pod app has an origin of its own (POD_APP_PORT).
 */
export const POD_APP_SANDBOX = 'allow-scripts allow-forms allow-popups allow-downloads allow-same-origin';
