import { createFileRoute } from '@tanstack/react-router';
import { BlockedUsersScreen } from '../../features/social/BlockedUsersScreen.tsx';

export const Route = createFileRoute('/_authed/settings/blocked-users')({ component: BlockedUsersScreen });
