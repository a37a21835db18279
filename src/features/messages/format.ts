/** How messaging shows times, names, sizes and previews. */
const pad = (n: number) => String(n).padStart(2, '0');

/** A message's time: HH:MM, local (spec §3 Message time). */
export function clockTime(epochSeconds: number) {
  const date = new Date(epochSeconds * 1000);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const dayStart = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** The inbox's time: HH:MM today, 'Yesterday', the weekday within a week, else the short date. */
export function inboxTime(epochSeconds: number, now = new Date()) {
  const date = new Date(epochSeconds * 1000);
  const days = Math.round((dayStart(now) - dayStart(date)) / 86_400_000);
  if (days <= 0) return clockTime(epochSeconds);
  if (days === 1) return 'Yesterday';
  if (days < 7) return date.toLocaleDateString('en-US', { weekday: 'short' });
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }) });
}

/** A person's name as shown: the display name, else the username, else 'Someone'. */
export const displayName = (person: { userDisplayName?: string | null; userName?: string | null }) => person.userDisplayName || person.userName || 'Someone';

/** A file size people read: 1 KB at least, MB with one decimal from 1 MB. */
export const fileSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** The inbox's last line: 'You: ' before your own message. */
export const previewLine = (lastMessage: { fromMe: boolean; preview: string }) => (lastMessage.fromMe ? `You: ${lastMessage.preview}` : lastMessage.preview);
