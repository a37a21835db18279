/** The onboarding steps' pages: they wait for the user before they draw. */
export const STEP_PATHS: ReadonlySet<string> = new Set([
  '/create-account',
  '/pod-templates',
  '/pod-settings',
  '/interests-selection',
  '/social-media-links',
  '/pod-live',
]);
