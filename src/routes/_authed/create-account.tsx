import { createFileRoute } from '@tanstack/react-router';
import { CreateAccountScreen } from '../../features/onboarding/CreateAccountScreen.tsx';

export const Route = createFileRoute('/_authed/create-account')({ component: CreateAccountScreen });
