import { createFileRoute } from '@tanstack/react-router';
import { PricingScreen } from '../features/static/PricingScreen.tsx';

// Static pages are public: people can read them before signing in.
export const Route = createFileRoute('/pricing')({ component: PricingScreen });
