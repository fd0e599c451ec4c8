/** Search results cut titles near 70 characters: the brand suffix goes first when space runs out. */
const MAX_TITLE_LENGTH = 70;

export function titleWithSuffix(title: string, suffix: string): string {
  const full = `${title} | ${suffix}`;
  return full.length <= MAX_TITLE_LENGTH ? full : title;
}
