/** The router's history, handed to machines' navigation actions once the router exists. */
type Navigate = (to: string, options?: { replace?: boolean }) => void;
let navigate: Navigate = (to) => window.location.assign(to);

export const setNavigate = (fn: Navigate) => {
  navigate = fn;
};
/** Goes to a path with its query (`/interests-selection?defaultPod=true`); redirects replace. */
export const navigateTo = (to: string, options?: { replace?: boolean }) => navigate(to, options);
