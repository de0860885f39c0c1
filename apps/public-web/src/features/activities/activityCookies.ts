/** The side ad's and the campaign modals' cookies: a name, present or not, for so many seconds. */
const attributes = (maxAgeSeconds: number): string => {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
};

export const hasCookie = (name: string): boolean =>
  document.cookie
    .split(';')
    .map((part) => part.trim())
    .some((part) => part.startsWith(`${name}=`));

export const writeCookie = (name: string, maxAgeSeconds: number): void => {
  document.cookie = `${name}=1${attributes(maxAgeSeconds)}`;
};

export const clearCookie = (name: string): void => {
  document.cookie = `${name}=${attributes(0)}`;
};
