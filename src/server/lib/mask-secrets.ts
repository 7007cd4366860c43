/**
 * Request parameters as the logs keep and show them: the value of any field whose name says it is a secret
 * (password, token, secret, key, the Blade-Auth and Authorization headers) reads `******`. Applied when a row is
 * written (so the database never holds them) and again when it is read (rows written before a name was added).
 */
const SECRET_WORDS = new Set([
  'password',
  'passwd',
  'pwd',
  'token',
  'secret',
  'key',
  'auth',
  'authorization',
]);
export const MASK = '******';

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
};

/** A name is split into its words (camelCase, snake_case, kebab-case): accessKey and refresh_token are secrets, monkey is not. */
export const isSecretName = (name: string) =>
  decoded(name)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z]+/)
    .some((word) => SECRET_WORDS.has(word.toLowerCase()));

/** Masks secrets in `a=1&b=2` (query or form) text and in JSON text, whichever the parameters are. */
export function maskSecrets(params: string): string {
  const json = params.replace(
    /("((?:[^"\\]|\\.)*)"\s*:\s*)("(?:[^"\\]|\\.)*"|[^,{}[\]\s]+)/g,
    (whole, head: string, name: string) => (isSecretName(name) ? `${head}"${MASK}"` : whole),
  );
  return json.replace(/(^|[&?\s])([^&=\s?"{}:,]+)=([^&\s]*)/g, (whole, start: string, name: string) =>
    isSecretName(name) ? `${start}${name}=${MASK}` : whole,
  );
}
