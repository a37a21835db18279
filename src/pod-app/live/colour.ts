/** A stable, pleasant colour for a person (their avatar and their dot in the list). */
export function colourFor(userId: string) {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `hsl(${hash % 360}, 65%, 58%)`;
}
