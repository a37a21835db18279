import { createFileRoute } from '@tanstack/react-router';
import { AboutScreen } from '../features/static/AboutScreen.tsx';

// Static pages are public: people can read them before signing in.
export const Route = createFileRoute('/settings/about')({ component: AboutScreen });
