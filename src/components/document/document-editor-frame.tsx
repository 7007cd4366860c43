import { useBlocker } from '@tanstack/react-router';
import { Save } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { useApprovalT } from '@/components/approval/approval-i18n';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** "Changed since loaded or saved", for the leave prompt. */
export interface DirtyTracker {
  isDirty: () => boolean;
  /** A change the form does not see as a typed value (a line moved, removed or added). */
  markDirty: () => void;
  /** After a save: leaving is safe again. */
  markClean: () => void;
}

/**
 * Tracks whether a document form changed since it was loaded or saved: typing and picking (the form's value
 * events with a field name) set it, line operations call `markDirty`, a save calls `markClean`. A ref, not state:
 * with thousands of lines a re-render per keystroke would be felt.
 */
export function useDirtyTracker<Values extends FieldValues>(form: UseFormReturn<Values>): DirtyTracker {
  const dirty = useRef(false);
  useEffect(() => {
    // A typed or picked value names its field; a reset (after a save) names none.
    return form.subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        if (name) dirty.current = true;
      },
    });
  }, [form]);
  const markDirty = useCallback(() => {
    dirty.current = true;
  }, []);
  const markClean = useCallback(() => {
    dirty.current = false;
  }, []);
  return useMemo(() => ({ isDirty: () => dirty.current, markDirty, markClean }), [markDirty, markClean]);
}

export interface DocumentEditorFrameProps<Values extends FieldValues> {
  title: string;
  /** The number of a saved document, beside the title. */
  number?: string;
  form: UseFormReturn<Values>;
  dirty: DirtyTracker;
  /**
   * Saves valid values. Resolve when saved (call `dirty.markClean()` before navigating away); reject when the
   * server refused (the http layer has shown why, the edits stay).
   */
  onSave: (values: Values) => Promise<unknown>;
  /** What to do with invalid values besides the field messages (name the first bad line). */
  onInvalid?: (errors: FieldErrors<Values>) => void;
  /** The way back (a link to the list). */
  back: ReactNode;
  /** The cards inside the form: header fields, lines. */
  children: ReactNode;
  /** Dialogs that must not sit inside the form (a picker with its own search form). */
  outside?: ReactNode;
}

/**
 * A document editor's frame: the form, its title and save button (busy while saving), the way back, and the
 * leave prompt while there are unsaved changes (route changes through `useBlocker`, closing the tab through
 * beforeunload).
 */
export function DocumentEditorFrame<Values extends FieldValues>({
  title,
  number,
  form,
  dirty,
  onSave,
  onInvalid,
  back,
  children,
  outside,
}: DocumentEditorFrameProps<Values>) {
  const t = useApprovalT();
  const [saving, setSaving] = useState(false);
  const blocker = useBlocker({
    shouldBlockFn: () => dirty.isDirty(),
    enableBeforeUnload: () => dirty.isDirty(),
    withResolver: true,
  });

  const save = async (values: Values) => {
    setSaving(true);
    try {
      await onSave(values);
    } catch {
      // The http layer has shown the server's reason; the edits stay.
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-label={title} className="flex flex-col gap-4">
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(save, onInvalid)(event)}
        className="flex flex-col gap-4"
        aria-busy={saving || undefined}
      >
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-lg font-semibold">
            {title}
            {number ? <span className="ml-2 font-mono text-sm text-muted">{number}</span> : null}
          </h1>
          <div className="ml-auto flex flex-wrap gap-2">
            <Button type="submit" size="sm" loading={saving}>
              <Save className="size-4" aria-hidden="true" />
              {saving ? t('document.saving') : t('document.saveDraft')}
            </Button>
            {back}
          </div>
        </div>
        {children}
      </form>
      {outside}
      <ConfirmDialog
        open={blocker.status === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.status === 'blocked') blocker.reset();
        }}
        title={t('document.leaveTitle')}
        description={t('document.leaveText')}
        confirmText={t('document.leave')}
        cancelText={t('document.stay')}
        confirmVariant="danger"
        onConfirm={() => {
          if (blocker.status === 'blocked') blocker.proceed();
        }}
      />
    </section>
  );
}
