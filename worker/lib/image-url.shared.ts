/**
 * The one rule for a stored image address that other people's browsers will load (a book
 * cover, a profile picture, an organization's logo): https, at most 2,048 characters, on a
 * host the deployment allows (IMAGE_HOSTS). The CSP's img-src lists the same hosts, so a
 * value that slipped past this rule would still not be fetched. The address must be written
 * as a browser writes it (`URL.href`), on the default port: no raw spaces, line breaks or
 * quotes for another client to trip on. Pure: the SPA shares it.
 */
export const IMAGE_URL_MAX_LENGTH = 2048;

export function isHttpsAddress(value: string): boolean {
  if (value.length > IMAGE_URL_MAX_LENGTH || !URL.canParse(value)) return false;
  const url = new URL(value);
  return url.href === value && url.protocol === "https:" && !url.port && !url.username && !url.password;
}

export function isAllowedImageUrl(value: string, hosts: readonly string[]): boolean {
  return isHttpsAddress(value) && hosts.includes(new URL(value).hostname);
}
