/** The frame protocol (v1) shared by the host screens and the pod app frames. */
export * from './messages.ts';
export * from './channel.ts';
export * from './urls.ts';
