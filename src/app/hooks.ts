import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../../machines/session.ts';
import type { toastsMachine } from '../../machines/toasts.ts';
import { sessionActor, toastsActor } from './actors.ts';

export const useSession = <T>(selector: (s: SnapshotFrom<typeof sessionMachine>) => T) => useSelector(sessionActor, selector);
export const useToasts = <T>(selector: (s: SnapshotFrom<typeof toastsMachine>) => T) => useSelector(toastsActor, selector);
