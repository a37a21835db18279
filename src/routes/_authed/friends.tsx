import { createFileRoute } from '@tanstack/react-router';
import { FriendsScreen } from '../../features/social/FriendsScreen.tsx';

export const Route = createFileRoute('/_authed/friends')({ component: FriendsScreen });
