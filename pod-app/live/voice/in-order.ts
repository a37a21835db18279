/** Runs each person's tasks one after another, in the order given; a failure is reported, not passed on. */
export function inOrderPerPerson(report: (error: unknown) => void) {
  const queues = new Map<string, Promise<unknown>>();
  return {
    run(userId: string, task: () => Promise<unknown>) {
      const done = (queues.get(userId) ?? Promise.resolve()).then(task).catch(report);
      queues.set(userId, done);
      return done;
    },
    /**
     * Their connection was closed: later tasks do not wait for its unfinished work, which may never
     * finish (an operation under way on a connection that closes never settles).
     */
    forget: (userId: string) => queues.delete(userId),
  };
}
