import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Mode } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { FieldDef } from '@/components/form/field-def';
import { FormFields } from '@/components/form/form-fields';
import { applyServerError } from '@/components/form/server-errors';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useToolkitT } from '@/lib/toolkit-i18n';
import '@/lib/form-zod';

export type CrudDialogMode = 'create' | 'edit' | 'view';

function defaultTitle(mode: CrudDialogMode, entity: string | undefined, t: ReturnType<typeof useToolkitT>) {
  if (!entity) return t(mode === 'create' ? 'crud.add' : mode === 'edit' ? 'crud.edit' : 'crud.view');
  const key = mode === 'create' ? 'crud.addEntity' : mode === 'edit' ? 'crud.editEntity' : 'crud.viewEntity';
  return t(key, { entity });
}

/** A form schema: the generated zod of the submit call, extended with the SPEC §5 messages. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

export interface CrudFormDialogProps<S extends FormSchema> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: CrudDialogMode;
  /** Defaults to 新增物料 / 编辑物料 / 查看物料 by mode, with `entity`. */
  title?: string;
  /** What one record is (物料): named in the default title. Without it the title is just 新增 / 编辑 / 查看. */
  entity?: string;
  schema: S;
  fields: readonly FieldDef<z.input<S>>[];
  /** The values the form opens with (the row being edited or viewed, or a new record's defaults). */
  values: DefaultValues<z.input<S>>;
  /** Runs the create or update; the dialog closes and toasts when it resolves, and stays open when it throws. */
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  /** When fields validate (default on blur, then on every change once submitted). */
  validateOn?: Mode;
  /** Width classes of the panel (default max-w-3xl). */
  className?: string;
}

/**
 * The add/edit/view dialog of a resource: Radix Dialog + react-hook-form + zod. The form is created when the
 * dialog opens, so every opening starts from `values`. A failed submit keeps the dialog open with the server's
 * message on the form (under the field it names, else above the fields); success toasts 新增成功 / 更新成功.
 */
export function CrudFormDialog<S extends FormSchema>({
  open,
  onOpenChange,
  className,
  ...props
}: CrudFormDialogProps<S>) {
  const t = useToolkitT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          closeLabel={t('crud.close')}
          className={cn('max-h-[calc(100vh-2rem)] max-w-3xl overflow-y-auto', className)}
          aria-describedby={undefined}
          // Clicking beside a half-filled form should not throw the input away.
          onInteractOutside={(event) => props.mode !== 'view' && event.preventDefault()}
        >
          <CrudForm {...props} onClose={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/**
 * The record a screen lists, from the screen's title, for dialog titles: 参数管理 → 参数 (新增参数). A screen whose
 * title is not its entity's name passes `entity`.
 */
export function entityOf(screenTitle: string): string {
  return screenTitle.replace(/管理$/, '').trim();
}

function CrudForm<S extends FormSchema>({
  mode,
  title,
  entity,
  schema,
  fields,
  values,
  onSubmit,
  validateOn = 'onBlur',
  onClose,
}: Omit<CrudFormDialogProps<S>, 'open' | 'onOpenChange' | 'className'> & { onClose: () => void }) {
  const t = useToolkitT();
  const formId = useId();
  const readOnly = mode === 'view';
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues: values,
    mode: validateOn,
  });
  const serverError = form.formState.errors.root?.server?.message;

  const submit = form.handleSubmit(async (output) => {
    try {
      await onSubmit(output);
    } catch (error) {
      applyServerError(
        form.setError,
        error,
        fields.map((field) => field.name),
        t('crud.networkError'),
      );
      return;
    }
    notify.success(mode === 'create' ? t('crud.added') : t('crud.updated'));
    onClose();
  });

  return (
    <form id={formId} onSubmit={readOnly ? (event) => event.preventDefault() : submit} noValidate>
      <DialogHeader>
        <DialogTitle>{title ?? defaultTitle(mode, entity, t)}</DialogTitle>
      </DialogHeader>
      {serverError ? (
        <p
          role="alert"
          className="mb-4 flex items-start gap-2 rounded-lg border border-danger/30 bg-danger/10 px-3 py-2 text-sm text-danger"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {serverError}
        </p>
      ) : null}
      <FormFields
        control={form.control}
        fields={fields}
        readOnly={readOnly}
        idPrefix={formId}
        schema={schema}
      />
      <DialogFooter>
        {readOnly ? (
          <Button variant="secondary" onClick={onClose}>
            {t('crud.close')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={form.formState.isSubmitting}>
              {t('crud.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {mode === 'create' ? t('crud.save') : t('crud.update')}
            </Button>
          </>
        )}
      </DialogFooter>
    </form>
  );
}
