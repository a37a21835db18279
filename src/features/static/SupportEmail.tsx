/** The support address, in one place. */
export const SUPPORT_EMAIL = 'support@pods.example';

/** The support address as a mailto link. */
export function SupportEmail() {
  return <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
}
