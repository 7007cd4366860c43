import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';

/**
 * A search value as JSON (the router's default: `current=2` is a number), except a digit string too long to be
 * an exact JavaScript number: ids are 19-digit Longs, and `deptId=1234567890123456789` typed or pasted into the
 * address bar must stay that id, not round to another one.
 */
const parseSearchValue = (text: string): unknown => (/^-?\d{16,}$/.test(text) ? text : JSON.parse(text));

export const parseSearch = parseSearchWith(parseSearchValue);
export const stringifySearch = stringifySearchWith(JSON.stringify, parseSearchValue);
