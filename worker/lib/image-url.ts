/**
 * The one rule for a stored image address that other people's browsers will load (a book
 * cover, a profile picture, an organization's logo): https, at most 2,048 characters, on a
 * host the deployment allows (IMAGE_HOSTS). The CSP's img-src lists the same hosts, so a
 * value that slipped past this rule would still not be fetched. Pure: the SPA shares it.
 */
export const IMAGE_URL_MAX_LENGTH = 2048;

export function isAllowedImageUrl(value: string, hosts: readonly string[]): boolean {
  if (value.length > IMAGE_URL_MAX_LENGTH || !URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === "https:" && !url.username && !url.password && hosts.includes(url.hostname);
}
