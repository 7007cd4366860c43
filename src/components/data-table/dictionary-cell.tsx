import { dictionaryLabel, useDictionary, type DictionarySource } from '@/lib/dictionary';

/** A dictionary key shown as its label in a table cell (every cell of a code shares one cached request). */
export function DictionaryCell({
  code,
  source = 'dict',
  value,
}: {
  code: string;
  source?: DictionarySource;
  value: unknown;
}) {
  const { items } = useDictionary(code, source);
  return <>{dictionaryLabel(items, value)}</>;
}
