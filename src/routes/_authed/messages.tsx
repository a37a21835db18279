import { createFileRoute } from '@tanstack/react-router';
import { InboxScreen } from '../../features/messages/InboxScreen.tsx';

export const Route = createFileRoute('/_authed/messages')({ component: InboxScreen });
