/**
 * The help form's limits, topics and messages (spec §2 Help, §5 Help form): the form
 * (machines/helpForm.ts) shows them and the server (server/email/help-schemas.ts) enforces them.
 */

export const HELP_LIMITS = { name: 35, email: 35 } as const;
/** The form's topics: the label shown and the value stored (spec §2). */
export const HELP_TOPICS = [
  { value: 'Advertisements & Branding', label: 'Advertisements & Branding' },
  { value: 'Accounts & Login Issues', label: 'Accounts & Login Issues' },
  { value: 'Pod Creation & Customization', label: 'Pod Creation & Customization' },
  { value: 'Friends & Social Features', label: 'Privacy & Safety' },
  { value: 'Bug Report or Technical Problem', label: 'Bug Report or Technical Problem' },
  { value: 'Feedback or Suggestion', label: 'Feedback or Suggestion' },
  { value: 'Others', label: 'Others' },
] as const;
export const HELP_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  messageRequired: 'Message is required',
  topicRequired: 'Please select at least one topic',
  sent: 'Form submitted successfully!',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;
