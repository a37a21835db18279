import { createFileRoute } from '@tanstack/react-router';
import { EditProfileScreen } from '../../features/settings/EditProfileScreen.tsx';

export const Route = createFileRoute('/_authed/settings/profile')({ component: EditProfileScreen });
