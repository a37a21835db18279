import { createFileRoute, redirect } from '@tanstack/react-router';
import { ChatScreen } from '../../features/messages/ChatScreen.tsx';

export const Route = createFileRoute('/_authed/chat/$userId')({
  beforeLoad: ({ params }) => {
    // Nobody chats with themselves: one's own id goes to the inbox.
    if (params.userId === sessionStorage.getItem('userId')) throw redirect({ to: '/messages', replace: true });
  },
  component: function ChatRoute() {
    const { userId } = Route.useParams();
    return <ChatScreen key={userId} partnerId={userId} />;
  },
});
