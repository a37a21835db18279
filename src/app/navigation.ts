/** The router's navigate, handed to machines' navigation actions once the router exists. */
type Navigate = (to: string) => void;
let navigate: Navigate = (to) => window.location.assign(to);

export const setNavigate = (fn: Navigate) => {
  navigate = fn;
};
export const navigateTo = (to: string) => navigate(to);
