/** The help form (spec §2 Help, §5 Help form): topics, limits and the zod rules the route applies. */
import { z } from 'zod';
import { HELP_LIMITS, HELP_MESSAGES, HELP_TOPICS } from '../../shared/help-rules.ts';

/** Stored topic values; the form shows 'Privacy & Safety' for 'Friends & Social Features'. */
export const HELP_TOPIC_VALUES = HELP_TOPICS.map((topic) => topic.value) as [string, ...string[]];
/** Long enough for any real message, short enough for one mail. */
const MESSAGE_MAX = 5000;

export const helpRules = z.object({
  name: z.string().trim().min(1, HELP_MESSAGES.nameRequired).max(HELP_LIMITS.name, `Name must be at most ${HELP_LIMITS.name} characters`),
  email: z
    .string()
    .trim()
    .min(1, HELP_MESSAGES.emailRequired)
    .max(HELP_LIMITS.email, `Email must be at most ${HELP_LIMITS.email} characters`)
    .pipe(z.email(HELP_MESSAGES.emailInvalid)),
  topic: z.enum(HELP_TOPIC_VALUES, HELP_MESSAGES.topicRequired),
  message: z.string().trim().min(1, HELP_MESSAGES.messageRequired).max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
});

/** Documentation for OpenAPI and the gateway: limits in words (zod applies them, with the spec's texts). */
export const helpBodySchema = {
  type: 'object',
  required: ['name', 'email', 'topic', 'message'],
  properties: {
    name: { type: 'string', description: `At most ${HELP_LIMITS.name} characters` },
    email: { type: 'string', description: `An email address of at most ${HELP_LIMITS.email} characters` },
    // A plain string for the gateway (the values hold '&' and spaces); checked against the list by zod.
    topic: { type: 'string', description: `One of: ${HELP_TOPIC_VALUES.join('; ')}` },
    message: { type: 'string', description: `At most ${MESSAGE_MAX} characters` },
  },
} as const;
