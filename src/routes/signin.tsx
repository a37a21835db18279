import { createFileRoute } from '@tanstack/react-router';
import { SignInScreen } from '../features/auth/SignInScreen.tsx';

export const Route = createFileRoute('/signin')({ component: SignInScreen });
