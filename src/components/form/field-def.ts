import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { DictionarySource } from '@/lib/dictionary';

/** What a switch reads beside it: 是/否, or 启用/停用 for a record's status. */
export type SwitchStates = 'yesNo' | 'enabled';

export interface SelectOption {
  label: string;
  value: string | number;
}

/** A node of a tree select (the BladeX TreeNode shape: id, title, children). */
export interface TreeOption {
  id: string;
  title: string;
  children?: readonly TreeOption[];
}

/** What a custom field's render function gets (spread onto the control). */
export interface CustomFieldProps {
  id: string;
  value: unknown;
  onChange(value: unknown): void;
  onBlur(): void;
  readOnly: boolean;
  disabled: boolean;
  invalid: boolean;
  required?: boolean;
  'aria-describedby'?: string;
  bindElement?: (element: HTMLElement | null) => void;
}

interface FieldBase<V extends FieldValues> {
  name: FieldPath<V>;
  label: string;
  placeholder?: string;
  /** Marks the label as required; the rule itself lives in the form's zod schema. */
  required?: boolean;
  /** Grid columns the field takes in a two-column form (textareas and uploads usually 2). */
  span?: 1 | 2;
  disabled?: boolean;
  hint?: ReactNode;
}

export type FieldKind = FieldDef<FieldValues>['kind'];

/**
 * One field of a form or search form. Labels are translated by the feature (fields are built per language,
 * like the schema). The value types are the form's: text kinds hold strings, `number` a number (empty =
 * undefined), `switch` one of `values` (default false/true), `date` yyyy-MM-dd, `datetime` yyyy-MM-dd HH:mm:ss,
 * `select`/`dictionary`/`tree` the chosen value or id, `upload` the stored file's link.
 */
export type FieldDef<V extends FieldValues> = FieldBase<V> &
  (
    | { kind: 'text' | 'textarea' | 'number' | 'date' | 'datetime' }
    | {
        kind: 'switch';
        values?: readonly [off: unknown, on: unknown];
        /** 是/否 or 启用/停用; default 启用/停用 for a field named `status` (every status switch), else 是/否. */
        states?: SwitchStates;
      }
    | { kind: 'select'; options: readonly SelectOption[] }
    | { kind: 'dictionary'; code: string; source?: DictionarySource }
    | { kind: 'tree'; nodes: readonly TreeOption[] }
    | {
        kind: 'upload';
        /** `avatar`: JPEG/PNG up to 500 KB (SPEC §5); `file` (default): documents and images up to 20 MB. */
        category?: 'avatar' | 'file';
        accept?: string;
        maxBytes?: number;
      }
    | { kind: 'custom'; render: (props: CustomFieldProps) => ReactNode }
  );
