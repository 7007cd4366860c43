import { RotateCcw, Search } from 'lucide-react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useToolkitT } from '@/lib/toolkit-i18n';
import type { FieldDef } from './field-def';
import { FormFields } from './form-fields';

export interface SearchFormProps<V extends FieldValues> {
  fields: readonly FieldDef<V>[];
  /** The filters in force (from the URL); remount the form (key) when they change from outside. */
  values: Partial<V>;
  /** Called with every field (blank ones as undefined) on 搜索, and with all undefined on 清空. */
  onSearch: (values: Partial<V>) => void;
  idPrefix?: string;
}

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The search form above a list: fields from the same definitions as the edit form, 搜索 and 清空. */
export function SearchForm<V extends FieldValues>({
  fields,
  values,
  onSearch,
  idPrefix = 'search',
}: SearchFormProps<V>) {
  const t = useToolkitT();
  const form = useForm<V>({ defaultValues: values as DefaultValues<V> });
  const submit = form.handleSubmit((current) =>
    onSearch(
      Object.fromEntries(
        fields.map((field) => [field.name, blankToUndefined(current[field.name])]),
      ) as Partial<V>,
    ),
  );
  const clear = () => {
    const empty = Object.fromEntries(fields.map((field) => [field.name, undefined])) as Partial<V>;
    form.reset(empty as DefaultValues<V>);
    onSearch(empty);
  };
  return (
    <form
      role="search"
      aria-label={t('crud.searchForm')}
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 lg:flex-row lg:items-end"
    >
      <div className="min-w-0 flex-1">
        <FormFields
          control={form.control}
          fields={fields}
          idPrefix={idPrefix}
          columns={3}
          reserveMessageLine={false}
        />
      </div>
      <div className="flex shrink-0 gap-2">
        <Button type="submit" size="md">
          <Search className="size-4" aria-hidden="true" />
          {t('crud.search')}
        </Button>
        <Button type="button" variant="secondary" onClick={clear}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('crud.reset')}
        </Button>
      </div>
    </form>
  );
}
