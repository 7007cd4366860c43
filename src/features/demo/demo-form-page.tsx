import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@/api/http';
import { FormFields } from '@/components/form/form-fields';
import { applyServerError } from '@/components/form/server-errors';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { demoForm, type DemoFormValues } from './demo-form';
import { useDemoT } from './demo-i18n';
import { DemoIntro } from './demo-intro';
import '@/lib/form-zod';

const RESERVED_NAMES = ['保留', 'reserved'];
const TAKEN_CODES = ['WL00001', 'WL00002'];

/** What a server would answer to the demo form (the demo has none): a form error and a field error. */
async function pretendSubmit(values: DemoFormValues, t: ReturnType<typeof useDemoT>): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  if (RESERVED_NAMES.includes(values.name))
    throw new ApiError(t('rules.reservedName', { name: values.name }), 400, 400);
  if (TAKEN_CODES.includes(values.code))
    throw new ApiError(`code: ${t('rules.codeTaken', { code: values.code })}`, 400, 400);
}

/** /demo/crud/form: every field kind on one form, with edit and view modes. */
export function DemoFormPage() {
  const t = useDemoT();
  const toolkitT = useToolkitT();
  const { schema, fields, toValues } = useMemo(() => demoForm(t), [t]);
  const [mode, setMode] = useState<'edit' | 'view'>('edit');
  const [result, setResult] = useState<DemoFormValues>();
  const form = useForm({ resolver: zodResolver(schema), defaultValues: toValues(), mode: 'onBlur' });
  const serverError = form.formState.errors.root?.server?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      await pretendSubmit(values, t);
    } catch (error) {
      applyServerError(
        form.setError,
        error,
        fields.map((field) => field.name),
        toolkitT('crud.networkError'),
      );
      return;
    }
    setResult(values);
    notify.success(t('form.submitted'));
  });

  return (
    <div className="flex flex-col gap-4">
      <DemoIntro
        title={t('form.title')}
        actions={
          <div
            role="group"
            aria-label={t('form.mode')}
            className="inline-flex rounded-lg border border-line bg-surface p-0.5"
          >
            {(['edit', 'view'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={mode === value}
                onClick={() => setMode(value)}
                className={cn(
                  'cursor-pointer rounded-md px-3 py-1.5 text-sm focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none',
                  mode === value ? 'bg-primary-fill text-primary-fg' : 'text-muted hover:text-primary',
                )}
              >
                {value === 'edit' ? t('form.modeEdit') : t('form.modeView')}
              </button>
            ))}
          </div>
        }
      >
        {t('form.intro')}
      </DemoIntro>
      <form
        onSubmit={mode === 'view' ? (event) => event.preventDefault() : submit}
        noValidate
        className="flex max-w-4xl flex-col gap-5 rounded-xl border border-line bg-surface p-6"
      >
        {serverError ? (
          <p
            role="alert"
            className="flex items-center gap-2 rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger"
          >
            <CircleAlert className="size-4" aria-hidden="true" />
            {serverError}
          </p>
        ) : null}
        <FormFields control={form.control} fields={fields} idPrefix="demo-form" readOnly={mode === 'view'} />
        {mode === 'edit' ? (
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={() => form.reset(toValues())}>
              {t('form.reset')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('form.submit')}
            </Button>
          </div>
        ) : null}
      </form>
      {result ? (
        <section
          aria-label={t('form.result')}
          className="max-w-4xl rounded-xl border border-line bg-surface p-4"
        >
          <h2 className="mb-2 text-sm font-semibold">{t('form.result')}</h2>
          <pre className="overflow-x-auto text-xs text-muted">{JSON.stringify(result, null, 2)}</pre>
        </section>
      ) : null}
    </div>
  );
}
