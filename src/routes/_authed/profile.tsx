import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '../../features/social/ProfileScreen.tsx';

export const Route = createFileRoute('/_authed/profile')({ component: ProfileScreen });
