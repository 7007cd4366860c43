import { badRequest } from '../../http/errors.ts';

export interface PostgresAddress {
  host: string;
  port: number;
  database: string;
}

// scheme, optional user[:password]@, host (or [IPv6]), optional :port, /database, optional ?parameters.
const POSTGRES_URL =
  /^(?:jdbc:)?postgres(?:ql)?:\/\/(?:[^@/?#]*@)?(\[[0-9a-fA-F:.]+\]|[^:/?#@[\]]*)(?::([^/?#]*))?(?:\/([^/?#]*))?(?:\?[^#]*)?$/;

/**
 * A data source URL as PostgreSQL's JDBC driver (BladeX) or libpq would read it: jdbc:postgresql://host:5432/db or
 * postgresql://host/db (port 5432). Anything else is the caller's error, naming what is missing.
 */
export function parsePostgresUrl(url: string): PostgresAddress {
  const match = POSTGRES_URL.exec(url.trim());
  if (!match) throw badRequest('datasourceUrlInvalid');
  const [, host = '', portText, database = ''] = match;
  if (!host) throw badRequest('datasourceUrlNoHost');
  let port = 5432;
  if (portText !== undefined) {
    port = /^[0-9]{1,5}$/.test(portText) ? Number(portText) : NaN;
    if (!(port >= 1 && port <= 65_535)) throw badRequest('datasourceUrlBadPort', portText);
  }
  if (!database) throw badRequest('datasourceUrlNoDatabase');
  try {
    return { host, port, database: decodeURIComponent(database) };
  } catch {
    throw badRequest('datasourceUrlInvalid');
  }
}
