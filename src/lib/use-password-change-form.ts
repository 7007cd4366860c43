import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { updatePassword } from '@/api/generated/blade-user/endpoints/user/user';
import { useT } from './i18n';
import { createEditPasswordSchema, type EditPasswordValues } from './password-change-schema';
import './form-zod';

/**
 * The password-change form shared by /editPassword and the personal-info tab: SPEC §5 rules, messages that
 * follow a language switch, and the call. `onChanged` runs after the server accepted the new password.
 */
export function usePasswordChangeForm(onChanged: () => Promise<void>) {
  const t = useT();
  const schema = useMemo(() => createEditPasswordSchema(t), [t]);
  const form = useForm<EditPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', newPassword1: '' },
  });

  // Re-validates shown errors when the language (and so the schema's messages) changes.
  useEffect(() => {
    const invalid = Object.keys(form.formState.errors) as (keyof EditPasswordValues)[];
    if (invalid.length > 0) void form.trigger(invalid);
  }, [schema, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // Plain text so the server can check the password rule itself (it also accepts md5 hex).
      await updatePassword(values);
    } catch {
      return; // The http layer has shown the server's message; the user may correct and retry.
    }
    await onChanged();
  });

  return { form, onSubmit };
}
