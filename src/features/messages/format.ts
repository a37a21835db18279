/** How messaging shows names, sizes and previews (times: shared/time-format.ts). */
/** A person's name as shown: the display name, else the username, else 'Someone'. */
export const displayName = (person: { userDisplayName?: string | null; userName?: string | null }) => person.userDisplayName || person.userName || 'Someone';

/** A file size people read: 1 KB at least, MB with one decimal from 1 MB. */
export const fileSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** The inbox's last line: 'You: ' before your own message. */
export const previewLine = (lastMessage: { fromMe: boolean; preview: string }) => (lastMessage.fromMe ? `You: ${lastMessage.preview}` : lastMessage.preview);
