import { useController, type Control, type FieldValues } from 'react-hook-form';
import { FieldMessage, fieldErrorId } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { DictionarySelect } from './dictionary-select';
import {
  DateControl,
  DateTimeControl,
  NumberControl,
  SelectControl,
  SwitchControl,
  TextareaControl,
  TextControl,
  type ControlProps,
} from './field-controls';
import type { FieldDef } from './field-def';
import { fieldMaxLength } from './schema';
import { TreeSelect } from './tree-select';
import { UploadControl } from './upload-control';

export interface FormFieldsProps<V extends FieldValues, Out extends FieldValues = V> {
  control: Control<V, unknown, Out>;
  fields: readonly FieldDef<V>[];
  /** View mode: every control read-only, no placeholders. */
  readOnly?: boolean;
  /** Prefix of the control ids (unique per form on the page). */
  idPrefix: string;
  /** Grid columns on wide screens (default 2; search forms use 3). */
  columns?: 1 | 2 | 3;
  /** The form's zod schema: text inputs take their maxLength from it (the contract's limit). */
  schema?: unknown;
  /** Reserve each field's message line so an error does not shift the layout (off for search forms). */
  reserveMessageLine?: boolean;
}

/** Renders a form's fields from their definitions: label, control, error (linked by aria-describedby). */
export function FormFields<V extends FieldValues, Out extends FieldValues = V>({
  control,
  fields,
  readOnly = false,
  idPrefix,
  columns = 2,
  schema,
  reserveMessageLine = true,
}: FormFieldsProps<V, Out>) {
  return (
    <div
      className={cn(
        // The reserved message line is most of the space between rows.
        'grid grid-cols-1 gap-x-6',
        reserveMessageLine ? 'gap-y-1' : 'gap-y-4',
        columns >= 2 && 'sm:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
      )}
    >
      {fields.map((field) => (
        <FieldRow
          key={field.name}
          control={control}
          field={field}
          readOnly={readOnly}
          id={`${idPrefix}-${field.name.replace(/\W/g, '-')}`}
          wide={columns >= 2 && field.span === 2}
          maxLength={fieldMaxLength(schema, field.name)}
          reserveMessageLine={reserveMessageLine}
        />
      ))}
    </div>
  );
}

function FieldRow<V extends FieldValues, Out extends FieldValues>({
  control,
  field,
  readOnly,
  id,
  wide,
  maxLength,
  reserveMessageLine,
}: {
  control: Control<V, unknown, Out>;
  field: FieldDef<V>;
  readOnly: boolean;
  id: string;
  wide: boolean;
  maxLength: number | undefined;
  reserveMessageLine: boolean;
}) {
  const { field: bound, fieldState } = useController({ control, name: field.name });
  const error = fieldState.error?.message;
  const props: ControlProps<never> = {
    id,
    value: bound.value as never,
    onChange: bound.onChange,
    onBlur: bound.onBlur,
    readOnly,
    disabled: field.disabled,
    invalid: error !== undefined,
    required: field.required && !readOnly,
    placeholder: field.placeholder,
    'aria-describedby': error ? fieldErrorId(id) : undefined,
    bindElement: bound.ref,
    maxLength,
  };
  return (
    <div className={cn('flex min-w-0 flex-col gap-2', wide && 'sm:col-span-2')}>
      <span className="flex items-center gap-0.5">
        {/* Outside the label, so the field's accessible name is its label alone (aria-required says it). */}
        {field.required && !readOnly ? (
          <span aria-hidden="true" className="text-sm text-danger">
            *
          </span>
        ) : null}
        <Label htmlFor={id}>{field.label}</Label>
      </span>
      <FieldControl field={field} props={props} />
      <FieldMessage id={id} error={error} hint={field.hint} reserve={reserveMessageLine} />
    </div>
  );
}

function FieldControl<V extends FieldValues>({
  field,
  props,
}: {
  field: FieldDef<V>;
  props: ControlProps<never>;
}) {
  const t = useToolkitT();
  const placeholder = (key: 'form.inputPlaceholder' | 'form.selectPlaceholder') =>
    props.placeholder ?? t(key, { label: field.label });
  switch (field.kind) {
    case 'text':
      return <TextControl {...props} placeholder={placeholder('form.inputPlaceholder')} />;
    case 'textarea':
      return <TextareaControl {...props} placeholder={placeholder('form.inputPlaceholder')} />;
    case 'number':
      return <NumberControl {...props} placeholder={placeholder('form.inputPlaceholder')} />;
    case 'date':
      return <DateControl {...props} />;
    case 'datetime':
      return <DateTimeControl {...props} />;
    case 'switch':
      return (
        <SwitchControl
          {...props}
          values={field.values}
          states={field.states ?? (field.name === 'status' ? 'enabled' : 'yesNo')}
        />
      );
    case 'select':
      return (
        <SelectControl
          {...props}
          options={field.options}
          placeholder={placeholder('form.selectPlaceholder')}
        />
      );
    case 'dictionary':
      return (
        <DictionarySelect
          {...props}
          code={field.code}
          source={field.source}
          placeholder={placeholder('form.selectPlaceholder')}
        />
      );
    case 'tree':
      return (
        <TreeSelect {...props} nodes={field.nodes} placeholder={placeholder('form.selectPlaceholder')} />
      );
    case 'upload':
      return (
        <UploadControl {...props} category={field.category} accept={field.accept} maxBytes={field.maxBytes} />
      );
    case 'custom':
      return field.render({
        ...props,
        readOnly: props.readOnly ?? false,
        disabled: props.disabled ?? false,
        invalid: props.invalid ?? false,
      });
  }
}
