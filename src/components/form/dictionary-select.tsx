import { useMemo } from 'react';
import { toDictionaryOptions, useDictionary, type DictionarySource } from '@/lib/dictionary';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { SelectControl, type ControlProps } from './field-controls';

export interface DictionarySelectProps extends ControlProps<unknown> {
  code: string;
  source?: DictionarySource;
}

/** A select over one dictionary (label dictValue, value dictKey), through the shared cached dictionary query. */
export function DictionarySelect({ code, source = 'dict', ...props }: DictionarySelectProps) {
  const t = useToolkitT();
  const { items, isPending, error } = useDictionary(code, source);
  const options = useMemo(() => toDictionaryOptions(items), [items]);
  const status = isPending ? t('form.loadingOptions') : error ? t('form.optionsFailed') : undefined;
  return <SelectControl {...props} options={options} status={status} />;
}
