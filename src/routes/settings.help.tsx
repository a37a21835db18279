import { createFileRoute } from '@tanstack/react-router';
import { HelpScreen } from '../features/settings/HelpScreen.tsx';

export const Route = createFileRoute('/settings/help')({ component: HelpScreen });
