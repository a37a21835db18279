import { createFileRoute, redirect } from '@tanstack/react-router';
import { ChatScreen } from '../../features/messages/ChatScreen.tsx';
import { storedUserId } from '../../lib/storage.ts';

export const Route = createFileRoute('/_authed/chat/$userId')({
  beforeLoad: ({ params }) => {
    // Nobody chats with themselves: one's own id goes to the inbox.
    if (params.userId === storedUserId()) throw redirect({ to: '/messages', replace: true });
  },
  component: function ChatRoute() {
    const { userId } = Route.useParams();
    return <ChatScreen key={userId} partnerId={userId} />;
  },
});
