import { createFileRoute } from '@tanstack/react-router';
import { PrivacyScreen } from '../features/static/PrivacyScreen.tsx';

// Static pages are public: people can read them before signing in.
export const Route = createFileRoute('/settings/privacy')({ component: PrivacyScreen });
