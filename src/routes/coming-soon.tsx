import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonScreen } from '../features/static/ComingSoonScreen.tsx';

// Static pages are public: people can read them before signing in.
export const Route = createFileRoute('/coming-soon')({ component: ComingSoonScreen });
