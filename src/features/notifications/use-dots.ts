/** The green dots of the bottom navigation, and marking a kind read; the live actor loads lazily. */
import { useEffect, useState } from 'react';
import type { NotificationKind } from '../../../machines/notifications.ts';

const loadActor = () => import('../../app/notifications.ts').then((m) => m.notificationsActor);

export function useNotificationDots() {
  const [dots, setDots] = useState({ friends: false, events: false });
  useEffect(() => {
    let unsubscribe = () => {};
    let live = true;
    void loadActor().then(async (actor) => {
      const { selectDots } = await import('../../../machines/notifications.ts');
      if (!live) return;
      const update = () => setDots(selectDots(actor.getSnapshot()));
      update();
      unsubscribe = actor.subscribe(update).unsubscribe;
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  return dots;
}

/** Opening Friends or Events marks that kind of notification read. */
export function useMarkRead(kind: NotificationKind) {
  useEffect(() => {
    void loadActor().then((actor) => actor.send({ type: 'read', kind }));
  }, [kind]);
}
