/** The router's history, handed to machines' navigation actions once the router exists. */
type Navigate = (to: string, options?: { replace?: boolean }) => void;
let navigate: Navigate = (to) => window.location.assign(to);
let currentPath = () => window.location.pathname;

/** `path`: where the history is now (the router's, which a test keeps in memory). */
export const setNavigate = (fn: Navigate, path?: () => string) => {
  navigate = fn;
  if (path) currentPath = path;
};
/** The path the person is on now. */
export const pathNow = () => currentPath();
/** Goes to a path with its query (`/interests-selection?defaultPod=true`); redirects replace. */
export const navigateTo = (to: string, options?: { replace?: boolean }) => navigate(to, options);
/** Back one screen when the app has a screen to go back to, otherwise to `fallback` (a first load). */
export const goBack = (fallback: string) => {
  const index = (window.history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0;
  if (index > 0) window.history.back();
  else navigate(fallback, { replace: true });
};
