import { createFileRoute } from '@tanstack/react-router';
import { InboxScreen } from '../../features/messages/InboxScreen.tsx';

export const Route = createFileRoute('/_authed/messages')({
  // The conversations are asked for while the screen's code comes (src/lib/read-cache.ts).
  loader: () => void import('../../features/messages/reads.ts').then((reads) => reads.prefetchInbox()),
  component: InboxScreen,
});
